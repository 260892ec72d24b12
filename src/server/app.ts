/**
 * Builds the Fastify application: external and app plugins first, then the route folders. Building does not
 * listen, so tests drive the same app with `app.inject`.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import ajvFormats from 'ajv-formats';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Kysely } from 'kysely';
import { ADMIN_PREFIX, MEDIA_URL_PREFIX, PUBLIC_PREFIX } from '../shared/apiPaths';
import type { Config } from './config';
import type { CreateDbOptions } from './db/connect';
import type { Database } from './db/database';
import authPlugin from './plugins/auth';
import dbPlugin from './plugins/db';
import docsPlugin from './plugins/docs';
import errorsPlugin from './plugins/errors';
import { registerJsonParser } from './plugins/jsonParser';
import mailPlugin from './plugins/mail';
import mediaPlugin, { type MediaPluginOptions } from './plugins/media';
import routeTablePlugin from './plugins/routeTable';
import securityPlugin from './plugins/security';
import spaPlugin from './plugins/spa';
import adminRoutes from './routes/admin/index';
import publicRoutes from './routes/public/index';
import mediaFileRoutes from './routes/mediaFiles';

export interface BuildAppOptions {
  /** false silences logging (tests); default: pino at config.logLevel. */
  logger?: boolean;
  /** Where the log goes instead of stdout, so tests can read what an operator would see. */
  logStream?: { write: (line: string) => void };
  /** Use this open database instead of opening one from config (the caller then closes it). */
  db?: Kysely<Database>;
  dbOptions?: CreateDbOptions;
  /** Upload limits (tests lower them) and the orphan cleanup's interval (false: off). */
  media?: Omit<MediaPluginOptions, 'config'>;
}

type AjvPlugin = NonNullable<NonNullable<FastifyServerOptions['ajv']>['plugins']>[number];

/** Large enough that an oversized field (a 1 MB password) is refused by its schema with a 422, not a 413. */
const BODY_LIMIT = 2 * 1024 * 1024;

/** Never log a credential, wherever it appears. */
const REDACT = [
  'req.headers.authorization',
  'req.headers.cookie',
  'password',
  '*.password',
  '*.current_password',
  '*.password_confirmation',
  '*.token',
];

export async function buildApp(
  config: Config,
  opts: BuildAppOptions = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      opts.logger === false
        ? false
        : {
            level: config.logLevel,
            redact: { paths: REDACT, censor: '[redacted]' },
            ...(opts.logStream ? { stream: opts.logStream } : {}),
          },
    // Only behind a configured proxy may X-Forwarded-For set request.ip; otherwise a client could forge it
    // to dodge per-IP login throttling.
    trustProxy: config.trustProxy,
    bodyLimit: BODY_LIMIT,
    onProtoPoisoning: 'error',
    onConstructorPoisoning: 'error',
    ajv: {
      customOptions: {
        // Unknown fields are an error (quality.md), not silently dropped.
        removeAdditional: false,
        coerceTypes: 'array',
        useDefaults: true,
        allErrors: true,
      },
      // ajv-formats' options type is narrower than Fastify's generic plugin signature; the call is the same.
      plugins: [ajvFormats as unknown as AjvPlugin],
    },
  }).withTypeProvider<TypeBoxTypeProvider>();

  registerJsonParser(app);
  await app.register(routeTablePlugin);
  await app.register(dbPlugin, { config, db: opts.db, dbOptions: opts.dbOptions });
  await app.register(securityPlugin);
  await app.register(errorsPlugin, { spaDir: config.spaDir });
  await app.register(authPlugin, { config });
  await app.register(mediaPlugin, { config, ...opts.media });
  await app.register(mailPlugin, { config });
  await app.register(docsPlugin);
  // Before the SPA so /media/* is never answered with its index.html.
  await app.register(mediaFileRoutes, { prefix: MEDIA_URL_PREFIX, config });
  await app.register(spaPlugin, { spaDir: config.spaDir });
  await app.register(adminRoutes, { prefix: ADMIN_PREFIX, config });
  await app.register(publicRoutes, { prefix: PUBLIC_PREFIX, config });

  return app;
}
