import path from 'node:path';
import { ConfigError, loadConfig } from '../../src/server/config';

describe('loadConfig', () => {
  it('has the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      dataDir: path.resolve('data'),
      database: { dialect: 'sqlite', url: path.resolve('data', 'realty.db') },
      adminEmail: 'admin@example.com',
      adminPassword: null,
      seedDemo: true,
      corsOrigins: [],
      tokenTtlHours: 12,
      tokenIdleMinutes: 120,
      smtpUrl: null,
      logLevel: 'info',
      trustProxy: false,
      spaDir: path.resolve('dist'),
      redisUrl: null,
      s3: null,
      databasePoolMax: 10,
      ackPerAddressHours: 24,
    });
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '127.0.0.1',
      DATA_DIR: '/tmp/realty',
      DATABASE_URL: 'postgresql://app@db:5432/realty',
      ADMIN_EMAIL: 'Boss@Example.com',
      ADMIN_PASSWORD: 'a long enough password',
      SEED_DEMO: 'false',
      CORS_ORIGINS: 'https://realty.example, https://www.realty.example',
      TOKEN_TTL_HOURS: '24',
      TOKEN_IDLE_MINUTES: '30',
      SMTP_URL: 'smtp://mail:25',
      MAIL_FROM: 'Realty <no-reply@realty.example>',
      LOG_LEVEL: 'debug',
      TRUST_PROXY: '1',
      SPA_DIR: '/srv/spa',
      APP_URL: 'https://admin.realty.example/',
      INTAKE_RATE_LIMIT: '50',
      ACK_PER_ADDRESS_HOURS: '0',
      REDIS_URL: 'redis://cache:6379/2',
      REDIS_PREFIX: 'palmcrest',
      S3_BUCKET: 'palmcrest-media',
      S3_ENDPOINT: 'http://minio:9000',
      S3_REGION: 'me-central-1',
      S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
      S3_SECRET_ACCESS_KEY: 'secret-example',
      S3_FORCE_PATH_STYLE: 'true',
      DATABASE_POOL_MAX: '25',
      AUDIT_RETENTION_DAYS: '90',
      TRASH_DAYS: '14',
      REDUX_DEVTOOLS: 'true',
      REQUEST_TIMEOUT_SECONDS: '45',
      LEAD_ARRIVAL_RETRY_SECONDS: '20',
      POOL_DIGEST_MINUTES: '10',
    });
    expect(config).toEqual({
      port: 8080,
      host: '127.0.0.1',
      dataDir: '/tmp/realty',
      database: { dialect: 'postgres', url: 'postgresql://app@db:5432/realty' },
      adminEmail: 'boss@example.com',
      adminPassword: 'a long enough password',
      seedDemo: false,
      corsOrigins: ['https://realty.example', 'https://www.realty.example'],
      tokenTtlHours: 24,
      tokenIdleMinutes: 30,
      smtpUrl: 'smtp://mail:25',
      mailFrom: 'Realty <no-reply@realty.example>',
      appUrl: 'https://admin.realty.example',
      logLevel: 'debug',
      trustProxy: true,
      spaDir: '/srv/spa',
      intakeRateLimit: 50,
      ackPerAddressHours: 0,
      loginIpLimit: 30,
      redisUrl: 'redis://cache:6379/2',
      reduxDevtools: true,
      requestTimeoutSeconds: 45,
      leadArrivalRetrySeconds: 20,
      poolDigestMinutes: 10,
      redisPrefix: 'palmcrest',
      s3: {
        bucket: 'palmcrest-media',
        endpoint: 'http://minio:9000',
        region: 'me-central-1',
        accessKeyId: 'AKIAEXAMPLE',
        secretAccessKey: 'secret-example',
        forcePathStyle: true,
      },
      databasePoolMax: 25,
      auditRetentionDays: 90,
      trashDays: 14,
    });
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '', ADMIN_PASSWORD: '' })).toMatchObject({
      port: 3000,
      database: { dialect: 'sqlite' },
      adminPassword: null,
      appUrl: 'http://localhost:3000',
    });
  });

  it.each([
    [{ PORT: 'eighty' }, /PORT/],
    [{ PORT: '70000' }, /PORT/],
    [{ DATABASE_URL: 'mysql://db/realty' }, /DATABASE_URL/],
    [{ REDIS_URL: 'http://cache:6379' }, /REDIS_URL/],
    [{ REDIS_PREFIX: 'has space' }, /REDIS_PREFIX/],
    [{ S3_BUCKET: 'Not_A_Bucket' }, /S3_BUCKET/],
    [{ S3_BUCKET: 'media', S3_ENDPOINT: 'minio:9000' }, /S3_ENDPOINT/],
    [{ S3_BUCKET: 'media', S3_ACCESS_KEY_ID: 'only-half' }, /S3_SECRET_ACCESS_KEY/],
    [{ DATABASE_POOL_MAX: '0' }, /DATABASE_POOL_MAX/],
    [{ DATABASE_POOL_MAX: '1' }, /DATABASE_POOL_MAX must be between 2/],
    [{ ADMIN_EMAIL: 'not-an-email' }, /ADMIN_EMAIL/],
    [{ ADMIN_PASSWORD: 'short' }, /ADMIN_PASSWORD/],
    [{ SEED_DEMO: 'maybe' }, /SEED_DEMO/],
    [{ TRUST_PROXY: 'sometimes' }, /TRUST_PROXY/],
    [{ APP_URL: 'ftp://admin.example' }, /APP_URL/],
    [{ APP_URL: 'not a url' }, /APP_URL/],
    [{ CORS_ORIGINS: 'null' }, /CORS_ORIGINS/],
    [{ CORS_ORIGINS: 'https://realty.example/path' }, /CORS_ORIGINS/],
    [{ TOKEN_TTL_HOURS: '0' }, /TOKEN_TTL_HOURS/],
    [{ ACK_PER_ADDRESS_HOURS: '1.5' }, /ACK_PER_ADDRESS_HOURS must be a whole number/],
    [{ ACK_PER_ADDRESS_HOURS: '9000' }, /ACK_PER_ADDRESS_HOURS/],
    [{ TOKEN_IDLE_MINUTES: '-5' }, /TOKEN_IDLE_MINUTES/],
    [{ LOG_LEVEL: 'loud' }, /LOG_LEVEL/],
    [{ SMTP_URL: 'http://mail' }, /SMTP_URL/],
  ])('refuses %j with a message naming the variable', (env, pattern) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(pattern);
  });
});
