/**
 * A lock that one instance of the fleet holds at a time, for work that must run once however many
 * instances run (docs/architecture.md#running-as-many): a Redis key (SET NX PX, released only by its
 * holder) when REDIS_URL is set; else a PostgreSQL advisory lock, held by one pooled connection for the
 * duration; on SQLite, which one process serves, an in-process flag.
 */
import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { Kysely } from 'kysely';
import { withAdvisoryLock } from '../db/advisoryLock';
import type { Database } from '../db/database';
import { isPostgres } from '../db/dialect';

export interface FleetLock {
  /** Runs `work` if the lock `name` is free, and tells whether it ran. */
  runExclusive(name: string, work: () => Promise<void>): Promise<boolean>;
}

/** Redis: a lease long enough for any job; a crashed holder's lease runs out by itself. */
const LEASE_MS = 10 * 60_000;
const RELEASE = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end`;

/** SQLite: the names held, per database, by anyone in this process. */
const heldInProcess = new WeakMap<Kysely<Database>, Set<string>>();

export function createFleetLock(
  db: Kysely<Database>,
  redis: Redis | null,
  redisPrefix: string,
): FleetLock {
  if (redis) {
    return {
      async runExclusive(name, work) {
        const key = `${redisPrefix}:lock:${name}`;
        const token = randomUUID();
        if ((await redis.set(key, token, 'PX', LEASE_MS, 'NX')) !== 'OK') return false;
        try {
          await work();
        } finally {
          await redis.eval(RELEASE, 1, key, token);
        }
        return true;
      },
    };
  }
  if (isPostgres(db)) return { runExclusive: (name, work) => withAdvisoryLock(db, name, work) };
  let running = heldInProcess.get(db);
  if (!running) heldInProcess.set(db, (running = new Set()));
  const held = running;
  return {
    async runExclusive(name, work) {
      if (held.has(name)) return false;
      held.add(name);
      try {
        await work();
      } finally {
        held.delete(name);
      }
      return true;
    },
  };
}
