/**
 * The Trash's one entry (docs/architecture.md#server-modules): its routes, and the purge job
 * (trashPurgeJob.ts). Moving a record to the Trash is each domain's own delete (content, homeAssets, leads).
 */
import fp from 'fastify-plugin';
import trashRoutes from './trashRoutes';
import { trashPurgeJob } from './trashPurgeJob';

const trashPlugin = fp(
  async (app) => {
    app.jobs.add(trashPurgeJob(app));
  },
  { name: 'trash', dependencies: ['jobs'] },
);

export default { name: 'trash', plugin: trashPlugin, admin: [trashRoutes] };
