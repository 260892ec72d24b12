/**
 * Runtime configuration, read once from the environment. Every value is validated up front so a typo in a
 * deployment fails at start with a message naming the variable, not later inside a request.
 */
import path from 'node:path';

export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
const LOG_LEVELS: readonly LogLevel[] = [
  'fatal',
  'error',
  'warn',
  'info',
  'debug',
  'trace',
  'silent',
];

export interface DatabaseConfig {
  dialect: 'sqlite' | 'postgres';
  /** SQLite: absolute file path; PostgreSQL: the connection URL. */
  url: string;
}

/** An S3-compatible bucket for media (S3_BUCKET set); null keeps media on the local disk. */
export interface S3Config {
  bucket: string;
  region: string;
  /** Empty for AWS itself; the server's URL for MinIO, R2, Ceph and the like. */
  endpoint: string | null;
  accessKeyId: string | null;
  secretAccessKey: string | null;
  /** `http://host/bucket/key` rather than `http://bucket.host/key` (MinIO and most self-hosted servers). */
  forcePathStyle: boolean;
}

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  database: DatabaseConfig;
  adminEmail: string;
  adminPassword: string | null;
  seedDemo: boolean;
  corsOrigins: string[];
  tokenTtlHours: number;
  tokenIdleMinutes: number;
  smtpUrl: string | null;
  mailFrom: string;
  /** The admin panel's own origin, for links in e-mails (`<appUrl>/reset-password?token=…`). */
  appUrl: string;
  logLevel: LogLevel;
  trustProxy: boolean;
  spaDir: string;
  /** The app's pages tell the browser app to connect to Redux DevTools (docs/architecture.md#redux-devtools). */
  reduxDevtools: boolean;
  /** Public form submissions per IP per kind in 10 minutes (docs/security.md#rate-limits); 0: no limit. */
  intakeRateLimit: number;
  /**
   * Hours during which one address gets at most one auto-acknowledgement (docs/security.md#acknowledgement-mail);
   * 0: no limit.
   */
  ackPerAddressHours: number;
  /**
   * A lead whose arrival (routing, its mails) has not finished this many seconds after it was stored is
   * taken up again by the lead-arrivals job (docs/architecture.md#lead-intake-pipeline).
   */
  leadArrivalRetrySeconds: number;
  /** How often the managers get the digest of leads routing left in the pool (POOL_DIGEST_MINUTES). */
  poolDigestMinutes: number;
  /** Attempts per IP at each secret-checking route in 15 minutes (auth/throttle.ts). */
  loginIpLimit: number;
  /** Where shared counters, locks and events live when several instances run; null: in the database. */
  redisUrl: string | null;
  /** Prefix of every Redis key, so several installations may share one Redis. */
  redisPrefix: string;
  s3: S3Config | null;
  /** Audit rows older than this many days are deleted by a daily job (docs/security.md#audit-log). */
  auditRetentionDays: number;
  /** Days a deleted record stays in the Trash before the purge job deletes it for good (docs/product.md#trash). */
  trashDays: number;
  /** PostgreSQL connections per instance. */
  databasePoolMax: number;
  /** A request's whole body must arrive within this many seconds, or it is answered 408. */
  requestTimeoutSeconds: number;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

type Env = Record<string, string | undefined>;

/** Empty strings count as unset, so `PORT=` in a .env file means "the default". */
function read(env: Env, key: string): string | undefined {
  const value = env[key]?.trim();
  return value === undefined || value === '' ? undefined : value;
}

function int(env: Env, key: string, fallback: number, min: number, max: number): number {
  const raw = read(env, key);
  if (raw === undefined) return fallback;
  if (!/^\d+$/.test(raw)) throw new ConfigError(`${key} must be a whole number, got "${raw}"`);
  const value = Number(raw);
  if (value < min || value > max)
    throw new ConfigError(`${key} must be between ${min} and ${max}, got ${value}`);
  return value;
}

function bool(env: Env, key: string, fallback: boolean): boolean {
  const raw = read(env, key)?.toLowerCase();
  if (raw === undefined) return fallback;
  if (['1', 'true', 'yes', 'on'].includes(raw)) return true;
  if (['0', 'false', 'no', 'off'].includes(raw)) return false;
  throw new ConfigError(`${key} must be true or false, got "${raw}"`);
}

const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function databaseConfig(env: Env, dataDir: string): DatabaseConfig {
  const url = read(env, 'DATABASE_URL');
  if (url === undefined) return { dialect: 'sqlite', url: path.join(dataDir, 'realty.db') };
  if (/^postgres(ql)?:\/\//i.test(url)) return { dialect: 'postgres', url };
  throw new ConfigError('DATABASE_URL must be empty (SQLite) or a postgres:// / postgresql:// URL');
}

function origins(env: Env): string[] {
  const raw = read(env, 'CORS_ORIGINS');
  if (raw === undefined) return [];
  return raw
    .split(',')
    .map((origin) => origin.trim())
    .filter((origin) => origin !== '')
    .map((origin) => {
      // An origin is scheme://host[:port] exactly; "null" or a path would silently never match.
      let parsed: URL;
      try {
        parsed = new URL(origin);
      } catch {
        throw new ConfigError(`CORS_ORIGINS has an invalid origin "${origin}"`);
      }
      if (
        !['http:', 'https:'].includes(parsed.protocol) ||
        parsed.origin !== origin.replace(/\/$/, '')
      ) {
        throw new ConfigError(
          `CORS_ORIGINS entries must look like https://example.com, got "${origin}"`,
        );
      }
      return parsed.origin;
    });
}

/** APP_URL without a trailing slash; by default the server's own address on this machine. */
function appUrlOf(env: Env, port: number): string {
  const raw = read(env, 'APP_URL');
  if (raw === undefined) return `http://localhost:${port}`;
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    throw new ConfigError(`APP_URL is not a valid URL: "${raw}"`);
  }
  if (!['http:', 'https:'].includes(parsed.protocol))
    throw new ConfigError(`APP_URL must start with http:// or https://, got "${raw}"`);
  return raw.replace(/\/+$/, '');
}

function s3Config(env: Env): S3Config | null {
  const bucket = read(env, 'S3_BUCKET');
  if (bucket === undefined) return null;
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket))
    throw new ConfigError(`S3_BUCKET is not a valid bucket name: "${bucket}"`);
  const endpoint = read(env, 'S3_ENDPOINT') ?? null;
  if (endpoint !== null && !/^https?:\/\/[^\s/]+/i.test(endpoint))
    throw new ConfigError('S3_ENDPOINT must be an http:// or https:// URL');
  const accessKeyId = read(env, 'S3_ACCESS_KEY_ID') ?? null;
  const secretAccessKey = read(env, 'S3_SECRET_ACCESS_KEY') ?? null;
  if ((accessKeyId === null) !== (secretAccessKey === null))
    throw new ConfigError('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together');
  return {
    bucket,
    region: read(env, 'S3_REGION') ?? 'us-east-1',
    endpoint,
    accessKeyId,
    secretAccessKey,
    forcePathStyle: bool(env, 'S3_FORCE_PATH_STYLE', false),
  };
}

export function loadConfig(env: Env = process.env): Config {
  const dataDir = path.resolve(read(env, 'DATA_DIR') ?? './data');

  const adminEmail = (read(env, 'ADMIN_EMAIL') ?? 'admin@example.com').toLowerCase();
  if (!EMAIL_RE.test(adminEmail))
    throw new ConfigError(`ADMIN_EMAIL is not a valid email: "${adminEmail}"`);

  // Not trimmed: a password may legitimately start or end with a space.
  const adminPassword =
    env.ADMIN_PASSWORD === undefined || env.ADMIN_PASSWORD === '' ? null : env.ADMIN_PASSWORD;
  if (adminPassword !== null && (adminPassword.length < 12 || adminPassword.length > 128)) {
    throw new ConfigError('ADMIN_PASSWORD must be 12 to 128 characters long');
  }

  const logLevel = (read(env, 'LOG_LEVEL') ?? 'info').toLowerCase() as LogLevel;
  if (!LOG_LEVELS.includes(logLevel)) {
    throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${logLevel}"`);
  }

  const smtpUrl = read(env, 'SMTP_URL') ?? null;
  if (smtpUrl !== null && !/^smtps?:\/\//i.test(smtpUrl)) {
    throw new ConfigError('SMTP_URL must start with smtp:// or smtps://');
  }
  const mailFrom = read(env, 'MAIL_FROM') ?? 'Realty Admin <no-reply@localhost>';

  const redisUrl = read(env, 'REDIS_URL') ?? null;
  if (redisUrl !== null && !/^rediss?:\/\//i.test(redisUrl)) {
    throw new ConfigError('REDIS_URL must start with redis:// or rediss://');
  }
  const redisPrefix = read(env, 'REDIS_PREFIX') ?? 'realty';
  if (!/^[A-Za-z0-9_.-]{1,64}$/.test(redisPrefix)) {
    throw new ConfigError('REDIS_PREFIX may hold letters, digits, dot, dash and underscore only');
  }

  const port = int(env, 'PORT', 3000, 0, 65535);
  const appUrl = appUrlOf(env, port);

  return {
    port,
    host: read(env, 'HOST') ?? '0.0.0.0',
    dataDir,
    database: databaseConfig(env, dataDir),
    adminEmail,
    adminPassword,
    seedDemo: bool(env, 'SEED_DEMO', true),
    corsOrigins: origins(env),
    tokenTtlHours: int(env, 'TOKEN_TTL_HOURS', 12, 1, 24 * 365),
    tokenIdleMinutes: int(env, 'TOKEN_IDLE_MINUTES', 120, 1, 60 * 24 * 365),
    smtpUrl,
    mailFrom,
    appUrl,
    logLevel,
    trustProxy: bool(env, 'TRUST_PROXY', false),
    spaDir: path.resolve(read(env, 'SPA_DIR') ?? 'dist'),
    reduxDevtools: bool(env, 'REDUX_DEVTOOLS', false),
    intakeRateLimit: int(env, 'INTAKE_RATE_LIMIT', 10, 0, 1_000_000),
    ackPerAddressHours: int(env, 'ACK_PER_ADDRESS_HOURS', 24, 0, 24 * 365),
    leadArrivalRetrySeconds: int(env, 'LEAD_ARRIVAL_RETRY_SECONDS', 30, 1, 3600),
    poolDigestMinutes: int(env, 'POOL_DIGEST_MINUTES', 5, 1, 1440),
    loginIpLimit: int(env, 'LOGIN_IP_LIMIT', 30, 1, 1_000_000),
    redisUrl,
    redisPrefix,
    s3: s3Config(env),
    auditRetentionDays: int(env, 'AUDIT_RETENTION_DAYS', 365, 1, 36_500),
    trashDays: int(env, 'TRASH_DAYS', 30, 1, 3650),
    // At least 2: start-up holds one connection for its lock while the work uses another (startup.ts).
    databasePoolMax: int(env, 'DATABASE_POOL_MAX', 10, 2, 1000),
    // Long enough for a 10 MB photo from a phone on a slow line; short enough that trickled bodies end.
    requestTimeoutSeconds: int(env, 'REQUEST_TIMEOUT_SECONDS', 60, 1, 3600),
  };
}
