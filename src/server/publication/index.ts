/**
 * The publication module's one entry (docs/architecture.md#server-modules): drafts, publishing, schedules,
 * published versions and preview links (docs/product.md#publishing). Its plugin keeps `app.publication`, where
 * each module with such records registers their Publishable from its own plugin, and adds the schedule job,
 * which fires a schedule through its kind's Publishable. Its routes are the factory the record routes call
 * (publicationRoutes.ts); the public routes read preview links through publicationService.ts.
 */
import fp from 'fastify-plugin';
import type { PublicationKind } from '../../shared/publication/rules';
import type { Publishable } from './publishable';
import { publicationScheduleJob } from './publicationScheduleJob';

export interface PublicationRegistry {
  /** Makes a kind's records publishable by the schedule job; once per kind. */
  register(publishable: Publishable): void;
  get(kind: PublicationKind): Publishable | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    publication: PublicationRegistry;
  }
}

const publicationPlugin = fp(
  async (app) => {
    const kinds = new Map<PublicationKind, Publishable>();
    app.decorate('publication', {
      register(publishable: Publishable) {
        if (kinds.has(publishable.kind))
          throw new Error(`${publishable.kind} is registered as publishable twice`);
        kinds.set(publishable.kind, publishable);
      },
      get: (kind: PublicationKind) => kinds.get(kind),
    });
    app.jobs.add(publicationScheduleJob(app, (kind) => kinds.get(kind)));
  },
  { name: 'publication', dependencies: ['jobs'] },
);

export default { name: 'publication', plugin: publicationPlugin };
