/** Makes the database available as `app.db` and closes it with the app. */
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { Config } from '../config';
import { createDb, type CreateDbOptions } from '../db/connect';
import type { Database } from '../db/database';

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
  }
}

export interface DbPluginOptions {
  config: Config;
  /** An already-open database owned by the caller (tests, CLI); it is then not destroyed on close. */
  db?: Kysely<Database>;
  dbOptions?: CreateDbOptions;
}

export default fp<DbPluginOptions>(
  async (app, { config, db, dbOptions }) => {
    const owned = db === undefined;
    const instance = db ?? createDb(config, dbOptions);
    app.decorate('db', instance);
    if (owned) app.addHook('onClose', async () => instance.destroy());
  },
  { name: 'db' },
);
