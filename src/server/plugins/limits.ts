/**
 * Counters that limit how often something may happen (login attempts, form submissions, error reports),
 * through rate-limiter-flexible. Each `take` is one atomic statement in a shared store, so N requests at
 * once can never pass more than the limit, and several server processes count together:
 *  - Redis when REDIS_URL is set, with the database's store below as its insurance while Redis is away;
 *  - otherwise PostgreSQL (the `rate_limits` table) when the data lives there;
 *  - otherwise a SQLite file of its own beside the data (`limits.db`), so a counter never waits for, or
 *    joins, a transaction of the main database.
 * See docs/security.md#rate-limits.
 */
import { createHash } from 'node:crypto';
import path from 'node:path';
import SQLite from '../db/sqliteDriver';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import { CompiledQuery } from 'kysely';
import {
  RateLimiterPostgres,
  RateLimiterRedis,
  RateLimiterRes,
  RateLimiterSQLite,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import { tooManyAttempts } from '../httpErrors';
import { pruneRateLimitsJob } from './pruneRateLimitsJob';

export interface LimitRule {
  /** Unique per counter: it prefixes every key. */
  name: string;
  points: number;
  durationSeconds: number;
  /** Once over the limit, refuse for this long (a lock), rather than until the window ends. */
  blockSeconds?: number;
}

export interface Limit {
  /** Counts `points` for `key`; throws 429 with Retry-After when that goes past the limit. */
  take(key: string, points?: number): Promise<void>;
  /** Gives back points taken earlier (an attempt that turned out not to count). */
  giveBack(key: string, points?: number): Promise<void>;
  /** Forgets the key's count altogether. */
  reset(key: string): Promise<void>;
}

export interface Limits {
  define(rule: LimitRule): Limit;
  /** Deletes counters whose window has passed (stores without expiry of their own). */
  prune(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    limits: Limits;
  }
}

const TABLE = 'rate_limits';

/** Keys stay short whatever a client sends (an email is up to 254 characters; the column holds 255). */
function storeKey(key: string): string {
  return key.length <= 120 ? key : createHash('sha256').update(key).digest('base64url');
}

function wrap(limiter: RateLimiterAbstract): Limit {
  return {
    async take(key, points = 1) {
      try {
        await limiter.consume(storeKey(key), points);
      } catch (error) {
        if (error instanceof RateLimiterRes) throw tooManyAttempts(error.msBeforeNext / 1000);
        throw error;
      }
    },
    async giveBack(key, points = 1) {
      await limiter.reward(storeKey(key), points);
    },
    async reset(key) {
      await limiter.delete(storeKey(key));
    },
  };
}

/** Where counters live without Redis: the database's own store. */
type DatabaseStore =
  | { kind: 'postgres'; client: { query: (q: { text: string; values: unknown[] }) => unknown } }
  | { kind: 'sqlite'; client: SQLite.Database };

type Store =
  { kind: 'redis'; client: Redis; prefix: string; insurance: DatabaseStore } | DatabaseStore;

function limiterFor(store: Store, rule: LimitRule): RateLimiterAbstract {
  const common = {
    keyPrefix: rule.name,
    points: rule.points,
    duration: rule.durationSeconds,
    blockDuration: rule.blockSeconds ?? 0,
  };
  switch (store.kind) {
    case 'redis':
      return new RateLimiterRedis({
        ...common,
        keyPrefix: `${store.prefix}:${rule.name}`,
        storeClient: store.client,
        // While Redis is away, count in the database instead, at once (not after ioredis's retries): a
        // login or a website form never fails for a counter (docs/operations.md#faults).
        rejectIfRedisNotReady: true,
        insuranceLimiter: limiterFor(store.insurance, rule),
      });
    case 'postgres':
      return new RateLimiterPostgres({
        ...common,
        storeClient: store.client,
        storeType: 'client',
        tableName: TABLE,
        tableCreated: true,
        clearExpiredByTimeout: false,
      });
    case 'sqlite':
      return new RateLimiterSQLite({
        ...common,
        storeClient: store.client,
        storeType: 'better-sqlite3',
        tableName: TABLE,
        tableCreated: true,
        clearExpiredByTimeout: false,
      });
  }
}

function openSqliteStore(dataDir: string): SQLite.Database {
  const file = new SQLite(path.join(dataDir, 'limits.db'));
  file.pragma('journal_mode = WAL');
  // Counters need atomicity, not durability across a power cut.
  file.pragma('synchronous = NORMAL');
  file.pragma('busy_timeout = 2000');
  file
    .prepare(
      `create table if not exists ${TABLE} (key text primary key, points integer not null default 0, expire integer)`,
    )
    .run();
  return file;
}

export default fp(
  async (app) => {
    const { config } = app;
    // Through the app's own pool (and its search_path), one statement per take; on SQLite a file of its own.
    const db = app.db;
    const database: DatabaseStore =
      config.database.dialect === 'postgres'
        ? {
            kind: 'postgres',
            client: { query: (q) => db.executeQuery(CompiledQuery.raw(q.text, q.values)) },
          }
        : { kind: 'sqlite', client: openSqliteStore(config.dataDir) };
    const store: Store =
      app.hasDecorator('redis') && app.redis
        ? {
            kind: 'redis',
            client: app.redis,
            prefix: `${config.redisPrefix}:limit`,
            insurance: database,
          }
        : database;

    // The database's counters are pruned with Redis too: they hold what was counted while it was away.
    const prune = async () => {
      const now = Date.now();
      if (database.kind === 'sqlite')
        database.client.prepare(`delete from ${TABLE} where expire < ?`).run(now);
      else
        await database.client.query({
          text: `delete from ${TABLE} where expire < $1`,
          values: [now],
        });
    };
    app.jobs.add(pruneRateLimitsJob(prune));

    app.decorate('limits', {
      define: (rule: LimitRule) => wrap(limiterFor(store, rule)),
      prune,
    });
    app.addHook('onClose', async () => {
      if (database.kind === 'sqlite') database.client.close();
    });
  },
  { name: 'limits', dependencies: ['db'], decorators: { fastify: ['config'] } },
);
