/**
 * Makes the database available as `app.db` and closes it with the app; `app.readDb` is where the heaviest
 * reads go: on SQLite a pool of readers in worker threads (db/sqliteReadPool.ts), on PostgreSQL the pool
 * itself.
 */
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import { createDb, type CreateDbOptions } from '../db/connect';
import type { Database } from '../db/database';
import { isPostgres } from '../db/dialect';
import { createSqliteReadPool } from '../db/sqliteReadPool';

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
    /** Reads only, never inside a transaction: the lead lists and their searches. */
    readDb: Kysely<Database>;
  }
}

export interface DbPluginOptions {
  /** An already-open database owned by the caller (tests, CLI); it is then not destroyed on close. */
  db?: Kysely<Database>;
  dbOptions?: CreateDbOptions;
}

export default fp<DbPluginOptions>(
  async (app, { db, dbOptions }) => {
    const owned = db === undefined;
    const instance =
      db ??
      createDb(app.config, {
        onIdleError: (error) =>
          app.log.warn({ err: error }, 'database: a pooled connection failed; it will be replaced'),
        ...dbOptions,
      });
    app.decorate('db', instance);
    if (owned) app.addHook('onClose', async () => instance.destroy());
    if (isPostgres(instance)) {
      app.decorate('readDb', instance);
      return;
    }
    const readDb = createSqliteReadPool(app.config.database.url);
    app.decorate('readDb', readDb);
    app.addHook('onClose', async () => readDb.destroy());
  },
  { name: 'db', decorators: { fastify: ['config'] } },
);
