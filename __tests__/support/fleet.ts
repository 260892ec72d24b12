/**
 * A small fleet on this machine, as docs/operations.md#running-several-instances describes it: nginx (Debian's,
 * with deploy/nginx.conf) in front of instances of the compiled server on one new PostgreSQL database, one
 * Redis prefix and one S3-protocol bucket (s3rver). Each instance has its own DATA_DIR, so nothing can be
 * shared through a local disk by accident.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startS3, type TestS3 } from '../server/support/s3Server';
import { assertBuilt, SERVER_ENTRY } from './builtServer';

const ROOT = path.resolve(__dirname, '../..');
const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
const POSTGRES = process.env.DATABASE_URL_TEST ?? 'postgres://postgres@127.0.0.1:5432/test';
const REDIS = process.env.REDIS_URL_TEST ?? 'redis://127.0.0.1:6379';

export interface Instance {
  url: string;
  output: string[];
  child: ChildProcess;
  dataDir: string;
}

export interface Fleet {
  /** nginx, in front of every instance. */
  url: string;
  instances: Instance[];
  databaseUrl: string;
  query: <T extends pg.QueryResultRow>(text: string) => Promise<T[]>;
  stop: () => Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/**
 * One statement on a connection of its own: the fault suite restarts the database under the fleet, which
 * would end (and, unheard, crash on) a connection kept open.
 */
async function onServer<T extends pg.QueryResultRow>(url: string, text: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  client.on('error', () => {});
  await client.connect();
  try {
    return (await client.query<T>(text)).rows;
  } finally {
    await client.end();
  }
}

async function waitFor(url: string, child: ChildProcess | null, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null)
      throw new Error(`${url}: the process exited (${child.exitCode})`);
    const ok = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not answer 200 within ${timeoutMs} ms`);
}

/** deploy/nginx.conf with this fleet's ports, inside a main configuration that runs unprivileged files. */
function nginxConfig(dir: string, port: number, upstreams: number[]): string {
  const site = fs
    .readFileSync(path.join(ROOT, 'deploy/nginx.conf'), 'utf8')
    .replace(/^\s*server 127\.0\.0\.1:300\d .*\n/gm, '')
    .replace(
      /upstream realty_app \{\n/,
      `upstream realty_app {\n${upstreams
        .map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=10s;\n`)
        .join('')}`,
    )
    .replace(/listen 80;/, `listen 127.0.0.1:${port};`);
  fs.writeFileSync(path.join(dir, 'realty.conf'), site);
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
    .map((name) => `  ${name}_temp_path ${path.join(dir, name)};`)
    .join('\n');
  const main = `daemon off;
master_process off;
worker_processes 1;
pid ${path.join(dir, 'nginx.pid')};
error_log ${path.join(dir, 'error.log')} warn;
events { worker_connections 512; }
http {
  access_log off;
${temp}
  include ${path.join(dir, 'realty.conf')};
}
`;
  const file = path.join(dir, 'nginx.conf');
  fs.writeFileSync(file, main);
  return file;
}

export interface FleetOptions {
  instances?: number;
  env?: Record<string, string>;
  /** A PostgreSQL server's admin URL where the fleet's database is made (default: the machine's). */
  postgresUrl?: string;
  /** The Redis the fleet shares (default: the machine's). */
  redisUrl?: string;
}

export async function startFleet(opts: FleetOptions = {}): Promise<Fleet> {
  const postgres = opts.postgresUrl ?? POSTGRES;
  assertBuilt();
  if (!fs.existsSync(NGINX))
    throw new Error(
      `${NGINX} is missing: install Debian's nginx (apt-get install -y nginx-light).`,
    );
  const name = `fleet_${randomBytes(5).toString('hex')}`;
  await onServer(postgres, `create database ${name}`);
  const databaseUrl = Object.assign(new URL(postgres), { pathname: `/${name}` }).toString();
  const s3: TestS3 = await startS3(`media-${name.replace(/_/g, '-')}`);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'realty-fleet-'));
  const nginxPort = await freePort();
  const url = `http://127.0.0.1:${nginxPort}`;

  const ports = await Promise.all(Array.from({ length: opts.instances ?? 2 }, freePort));
  // Every instance at the same moment, on the empty database.
  const instances = ports.map((port, index): Instance => {
    const dataDir = path.join(dir, `instance-${index}`);
    fs.mkdirSync(dataDir);
    const output: string[] = [];
    const child = spawn(process.execPath, [SERVER_ENTRY], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: databaseUrl,
        REDIS_URL: opts.redisUrl ?? REDIS,
        REDIS_PREFIX: name,
        ...s3.env,
        APP_URL: url,
        TRUST_PROXY: 'true',
        LOG_LEVEL: 'info',
        ...opts.env,
      },
    });
    child.stdout!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    child.stderr!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    return { url: `http://127.0.0.1:${port}`, output, child, dataDir };
  });
  await Promise.all(instances.map((i) => waitFor(`${i.url}/readyz`, i.child, 120_000)));

  const config = nginxConfig(dir, nginxPort, ports);
  const check = spawnSync(NGINX, ['-t', '-p', dir, '-c', config], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`nginx -t failed:\n${check.stderr}`);
  const nginx = spawn(NGINX, ['-p', dir, '-c', config], { stdio: 'ignore' });
  await waitFor(`${url}/login`, nginx, 10_000);

  return {
    url,
    instances,
    databaseUrl,
    query: <T extends pg.QueryResultRow>(text: string) => onServer<T>(databaseUrl, text),
    stop: async () => {
      nginx.kill('SIGTERM');
      for (const instance of instances)
        if (instance.child.exitCode === null) instance.child.kill('SIGTERM');
      await Promise.all(
        instances.map(
          (instance) =>
            new Promise((resolve) => {
              if (instance.child.exitCode !== null || instance.child.signalCode) resolve(null);
              else instance.child.once('exit', resolve);
            }),
        ),
      );
      await onServer(postgres, `drop database ${name} with (force)`);
      await s3.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
