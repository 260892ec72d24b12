/**
 * PostgreSQL advisory locks, for work one instance of a fleet does at a time (src/server/jobs/fleetLock.ts).
 * A lock belongs to a session: it is taken and released on one connection, held for the whole work.
 */
import { createHash } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Database } from './database';

/** Advisory locks are keyed by a 64-bit integer: the first 8 bytes of the name's hash. */
function advisoryKey(name: string): string {
  return createHash('sha256').update(`realty:${name}`).digest().readBigInt64BE(0).toString();
}

/** Runs `work` holding the lock `name` if it is free; false when another session holds it. */
export async function withAdvisoryLock(
  db: Kysely<Database>,
  name: string,
  work: () => Promise<void>,
): Promise<boolean> {
  const key = advisoryKey(name);
  return db.connection().execute(async (conn) => {
    const { rows } = await sql<{
      locked: boolean;
    }>`select pg_try_advisory_lock(${key}::bigint) as locked`.execute(conn);
    if (!rows[0]?.locked) return false;
    try {
      await work();
    } finally {
      await sql`select pg_advisory_unlock(${key}::bigint)`.execute(conn);
    }
    return true;
  });
}

/**
 * Runs `work` holding the lock `name`, waiting for it while another session holds it: for start-up work
 * that every instance needs done before it serves, once (src/server/startup.ts). The lock's connection
 * only waits and holds; `work` runs on the pool's other connections.
 */
export async function withAdvisoryLockWait<T>(
  db: Kysely<Database>,
  name: string,
  work: () => Promise<T>,
): Promise<T> {
  const key = advisoryKey(name);
  return db.connection().execute(async (conn) => {
    await sql`select pg_advisory_lock(${key}::bigint)`.execute(conn);
    try {
      return await work();
    } finally {
      await sql`select pg_advisory_unlock(${key}::bigint)`.execute(conn);
    }
  });
}
