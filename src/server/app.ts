/**
 * Builds the Fastify application: the configuration as `app.config`, infrastructure plugins, each module's
 * plugin (MODULES, from each module's one entry), then the two API scopes with the modules' routes. Building
 * does not listen, so tests drive the same app with `app.inject`.
 */
import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import ajvFormats from 'ajv-formats';
import Fastify, {
  type FastifyInstance,
  type FastifyPluginAsync,
  type FastifyServerOptions,
} from 'fastify';
import type { Kysely } from 'kysely';
import { ADMIN_PREFIX, PUBLIC_PREFIX } from '../shared/common/apiPaths';
import { serverMessages } from '../shared/common/errors';
import type { Config } from './config';
import type { CreateDbOptions } from './db/connect';
import type { Database } from './db/database';
import eventsPlugin from './events/eventsPlugin';
import jobsPlugin from './jobs/jobsPlugin';
import { loggerOptions } from './logger';
import account from './account';
import adminScope from './adminScope';
import auditContextPlugin from './audit/auditContext';
import auditLog from './auditLog';
import auth from './auth';
import clientErrors from './clientErrors';
import company from './company';
import content from './content';
import homeAssets from './homeAssets';
import leads from './leads';
import mailQueue from './mailQueue';
import presence from './presence';
import publication from './publication';
import seo from './seo';
import trash from './trash';
import uploads from './uploads';
import users from './users';
import type { MediaPluginOptions } from './uploads/mediaPlugin';
import clockPlugin from './plugins/clock';
import afterResponsePlugin, { type AfterResponseOptions } from './plugins/afterResponse';
import compressionPlugin from './plugins/compression';
import dbPlugin from './plugins/db';
import docsPlugin, { adminDocsRoutes } from './plugins/docs';
import errorsPlugin from './plugins/errors';
import healthPlugin from './plugins/health';
import inputGuardPlugin from './plugins/inputGuard';
import { registerJsonParser } from './plugins/jsonParser';
import { lazySchemaController } from './plugins/lazySchemas';
import limitsPlugin from './plugins/limits';
import type { MailQueueOptions } from './mail/mailer';
import mailPlugin from './plugins/mail';
import redisPlugin from './plugins/redis';
import routeTablePlugin from './plugins/routeTable';
import securityPlugin from './plugins/security';
import spaPlugin from './plugins/spa';
import publicScope from './publicScope';

declare module 'fastify' {
  interface FastifyInstance {
    /** The runtime configuration, read once at start (config.ts). */
    config: Config;
  }
}

export interface BuildAppOptions {
  /** false silences logging (tests); default: pino at config.logLevel. */
  logger?: boolean;
  /** Where the log goes instead of stdout, so tests can read what an operator would see. */
  logStream?: { write: (line: string) => void };
  /** Use this open database instead of opening one from config (the caller then closes it). */
  db?: Kysely<Database>;
  dbOptions?: CreateDbOptions;
  /** Upload limits (tests lower them). */
  media?: MediaPluginOptions;
  /** false: no timer runs the once-per-fleet jobs; `app.jobs.tick()` runs them (tests, the bench). */
  jobs?: boolean;
  /** `manual`: work deferred past the answer waits for `app.afterResponse.drain()` (tests). */
  afterResponse?: AfterResponseOptions['mode'];
  /** The mail queue's delivery and clock (tests); its timer is off when `jobs` is false. */
  mail?: MailQueueOptions;
}

/**
 * The answer to a request Node refused before Fastify saw it: in the contract's shape, not Fastify's default.
 * A request whose body did not arrive in time gets 408; a malformed one 400; headers too large 431.
 */
function answerClientError(error: NodeJS.ErrnoException, socket: Duplex): void {
  if (error.code === 'ECONNRESET' || socket.destroyed || !socket.writable) return;
  const [status, message] =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? [408, serverMessages.requestTimeout]
      : error.code === 'HPE_HEADER_OVERFLOW'
        ? [431, serverMessages.payloadTooLarge]
        : [400, serverMessages.malformedBody];
  const body = JSON.stringify({ message });
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nConnection: close\r\n` +
      `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  );
}

/**
 * A module's one entry, its folder's index.ts (docs/architecture.md#server-modules): what it adds to the app
 * (hooks, decorations, jobs), and its routes in the admin scope and in the public scope.
 */
export interface ServerModule {
  name: string;
  plugin?: FastifyPluginAsync<{ media?: MediaPluginOptions }>;
  admin?: FastifyPluginAsync[];
  public?: FastifyPluginAsync[];
}

/**
 * Every module, in the order their plugins register: a module after those whose decorations it uses (the
 * leads after users, whose `app.userDeactivation` routing adds a step to).
 */
export const MODULES: readonly ServerModule[] = [
  auth,
  uploads,
  users,
  account,
  company,
  publication,
  content,
  homeAssets,
  seo,
  clientErrors,
  auditLog,
  mailQueue,
  leads,
  trash,
  presence,
];

type AjvPlugin = NonNullable<NonNullable<FastifyServerOptions['ajv']>['plugins']>[number];

/** Large enough that an oversized field (a 1 MB password) is refused by its schema with a 422, not a 413. */
const BODY_LIMIT = 2 * 1024 * 1024;

export async function buildApp(
  config: Config,
  opts: BuildAppOptions = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: opts.logger === false ? false : loggerOptions(config, opts.logStream),
    // Only behind a configured proxy may X-Forwarded-For set request.ip; otherwise a client could forge it
    // to dodge per-IP login throttling.
    trustProxy: config.trustProxy,
    bodyLimit: BODY_LIMIT,
    // A body trickled in slowly holds a connection and a parser: it must arrive whole by then (408).
    requestTimeout: config.requestTimeoutSeconds * 1000,
    http: {
      // Node checks the deadline every 30 s by default: a trickled body would live up to 30 s past it.
      connectionsCheckingInterval: 5_000,
      // Node enforces neither deadline while the headers' one is the longer (its default 60 s).
      headersTimeout: Math.min(60_000, config.requestTimeoutSeconds * 1000),
      requestTimeout: config.requestTimeoutSeconds * 1000,
    },
    clientErrorHandler: answerClientError,
    onProtoPoisoning: 'error',
    onConstructorPoisoning: 'error',
    // Each route's schemas are compiled on its first call, not before listening (cold start).
    schemaController: lazySchemaController,
    ajv: {
      customOptions: {
        // Unknown fields are an error, not silently dropped (docs/security.md#input).
        removeAdditional: false,
        coerceTypes: 'array',
        useDefaults: true,
        allErrors: true,
      },
      // ajv-formats' options type is narrower than Fastify's generic plugin signature; the call is the same.
      plugins: [ajvFormats as unknown as AjvPlugin],
    },
  }).withTypeProvider<TypeBoxTypeProvider>();

  app.decorate('config', config);
  await app.register(clockPlugin);
  registerJsonParser(app);
  await app.register(routeTablePlugin);
  await app.register(dbPlugin, { db: opts.db, dbOptions: opts.dbOptions });
  await app.register(redisPlugin);
  await app.register(eventsPlugin);
  await app.register(jobsPlugin, { enabled: opts.jobs ?? true });
  await app.register(limitsPlugin);
  await app.register(afterResponsePlugin, { mode: opts.afterResponse });
  await app.register(securityPlugin);
  // Before any route: it hooks every route as it is added.
  await app.register(compressionPlugin);
  await app.register(errorsPlugin);
  await app.register(inputGuardPlugin);
  await app.register(auditContextPlugin);
  await app.register(mailPlugin, { timer: opts.jobs ?? true, ...opts.mail });
  // Each module's hooks, decorations and jobs; before the SPA, so /media/* (uploads) is never answered
  // with its index.html.
  for (const module of MODULES)
    if (module.plugin) await app.register(module.plugin, { media: opts.media });
  await app.register(healthPlugin);
  await app.register(docsPlugin);
  await app.register(spaPlugin, { spaDir: config.spaDir });
  await app.register(adminScope, {
    prefix: ADMIN_PREFIX,
    modules: [...MODULES.flatMap((module) => module.admin ?? []), adminDocsRoutes],
  });
  await app.register(publicScope, {
    prefix: PUBLIC_PREFIX,
    modules: MODULES.flatMap((module) => module.public ?? []),
  });

  return app;
}
