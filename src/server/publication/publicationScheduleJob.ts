/**
 * The once-per-fleet job that fires scheduled publishes and unpublishes (docs/product.md#publishing), every
 * 15 s, so a due one fires within a minute of its time. Each fires exactly as the route does, as the user who
 * scheduled it, its audit row marked `scheduled`. A record in the Trash keeps its schedule without firing it.
 * A publish that fails (Arabic required and incomplete, a slug now taken…) stays on the schedule, marked with
 * why, and is audited once as `publish_failed`; the job leaves it alone until the schedule is set again.
 * Each fire claims its schedule row in its own transaction, so two instances running at once fire it once.
 */
import type { FastifyInstance } from 'fastify';
import { serverMessages } from '../../shared/common/errors';
import type { PublicationKind } from '../../shared/publication/rules';
import { recordAudit } from '../audit/auditRepository';
import { runAs } from '../audit/auditContext';
import { nowIso } from '../db/database';
import { HttpError } from '../httpErrors';
import type { Job } from '../jobs/scheduler';
import type { Publishable } from './publishable';
import {
  dueSchedules,
  markScheduleFailed,
  userRef,
  type DueSchedule,
} from './publicationRepository';
import { publish, unpublish } from './publicationService';

/** Often enough that a schedule fires within a minute of its time, whatever the instances' looks. */
export const PUBLICATION_SCHEDULE_EVERY_MS = 15_000;

/** Why a publish failed, in words the record's page shows: a 422's first field message stands for it. */
function reasonOf(error: HttpError): string {
  const first = Object.values(error.errors ?? {})[0]?.[0];
  return error.message === serverMessages.validationFailed && first ? first : error.message;
}

export function publicationScheduleJob(
  app: FastifyInstance,
  publishables: (kind: PublicationKind) => Publishable | undefined,
): Job {
  const firePublish = async (p: Publishable, due: DueSchedule, at: string) => {
    try {
      await publish(app.db, p, due.record_id, undefined, { at });
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      const reason = reasonOf(error);
      const ref = { kind: p.kind, id: due.record_id };
      await app.db.transaction().execute(async (trx) => {
        if (!(await markScheduleFailed(trx, ref, at, reason))) return;
        await recordAudit(trx, {
          entity: p.entity,
          entityId: due.record_id,
          action: 'publish_failed',
          changes: { scheduled: [null, true], error: [null, reason] },
        });
      });
    }
  };

  const fire = async (due: DueSchedule, now: string) => {
    const p = publishables(due.kind as PublicationKind);
    // Not a kind of this release (a rolling upgrade), or a record in the Trash: left as it is.
    if (!p || !(await p.find(app.db, due.record_id))) return;
    const actor = due.scheduled_by === null ? null : await userRef(app.db, due.scheduled_by);
    await runAs({ ip: null, actor }, async () => {
      if (due.publish_at !== null && due.publish_at <= now && due.error === null)
        await firePublish(p, due, due.publish_at);
      if (due.unpublish_at !== null && due.unpublish_at <= now)
        await unpublish(app.db, p, due.record_id, undefined, { at: due.unpublish_at });
    });
  };

  return {
    name: 'publication-schedule',
    everyMs: PUBLICATION_SCHEDULE_EVERY_MS,
    run: async (date) => {
      const now = nowIso(date);
      for (const due of await dueSchedules(app.db, now)) {
        // One record's trouble (its database row gone meanwhile) never holds up the others.
        await fire(due, now).catch((err: unknown) =>
          app.log.error({ err, kind: due.kind, id: due.record_id }, 'scheduled publication failed'),
        );
      }
    },
  };
}
