/** The hourly once-per-fleet job that deletes sessions that can never be used again: expired, or revoked a day ago. */
import type { FastifyInstance } from 'fastify';
import { nowIso } from '../db/database';
import type { Job } from '../jobs/scheduler';
import { deleteDeadTokens } from './tokenRepository';

const DAY_MS = 24 * 60 * 60_000;

export function deadTokensJob(app: FastifyInstance): Job {
  return {
    name: 'dead-tokens',
    everyMs: 60 * 60_000,
    run: async () => deleteDeadTokens(app.db, nowIso(new Date(Date.now() - DAY_MS))),
  };
}
