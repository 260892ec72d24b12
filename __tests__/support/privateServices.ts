/**
 * A PostgreSQL cluster and a Redis server of a test's own, on spare ports, which the test may restart, stop
 * and start again without touching the machine's shared ones (docs/operations.md#faults). PostgreSQL comes
 * from Debian's packages (`initdb`, `pg_ctl`); they refuse to run as root, so as root they run as the
 * `postgres` user. Redis keeps nothing on disk.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './fleet';

const PG_BIN = process.env.PG_BIN ?? newestPostgresBin();
const REDIS_SERVER = process.env.REDIS_SERVER_PATH ?? '/usr/bin/redis-server';

function newestPostgresBin(): string {
  const root = '/usr/lib/postgresql';
  const versions = fs.existsSync(root)
    ? fs
        .readdirSync(root)
        .filter((name) => /^\d+$/.test(name))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  return path.join(root, versions[0] ?? '15', 'bin');
}

/** As root, the `postgres` user's uid and gid; otherwise this process's own. */
function postgresUser(): { uid?: number; gid?: number } {
  if (process.getuid?.() !== 0) return {};
  const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
  const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
  return { uid, gid };
}

export interface PrivatePostgres {
  /** The `postgres` database on it: an admin connection. */
  url: string;
  restart(): void;
  stop(): void;
  start(): void;
  destroy(): void;
}

export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const user = postgresUser();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'realty-pg-'));
  if (user.uid !== undefined) fs.chownSync(dir, user.uid, user.gid!);
  const data = path.join(dir, 'data');
  const run = (args: string[]) =>
    execFileSync(path.join(PG_BIN, 'pg_ctl'), args, { ...user, stdio: 'ignore', timeout: 60_000 });
  execFileSync(
    path.join(PG_BIN, 'initdb'),
    ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync', '--no-instructions'],
    { ...user, stdio: 'ignore', timeout: 60_000 },
  );
  const port = await freePort();
  // Durability is not under test here; fsync off makes the cluster start and write at memory speed.
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=100`;
  const start = () => run(['-D', data, '-o', options, '-l', path.join(dir, 'log'), '-w', 'start']);
  start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    // As `pg_ctlcluster … restart` does: a fast shutdown ends every connection (57P01), then it starts.
    restart: () => run(['-D', data, '-m', 'fast', '-w', 'restart', '-o', options]),
    stop: () => run(['-D', data, '-m', 'fast', '-w', 'stop']),
    start,
    destroy: () => {
      try {
        run(['-D', data, '-m', 'immediate', '-w', 'stop']);
      } catch {
        // already stopped
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

export interface PrivateRedis {
  url: string;
  stop(): Promise<void>;
  start(): Promise<void>;
}

export async function startPrivateRedis(): Promise<PrivateRedis> {
  const port = await freePort();
  let child: ChildProcess | null = null;
  const start = async () => {
    const server = spawn(
      REDIS_SERVER,
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { stdio: ['ignore', 'pipe', 'ignore'] },
    );
    child = server;
    await new Promise<void>((resolve, reject) => {
      server.once('exit', (code) => reject(new Error(`redis-server exited (${code})`)));
      server.stdout!.on('data', (chunk: Buffer) => {
        if (chunk.toString().includes('Ready to accept connections')) resolve();
      });
    });
  };
  await start();
  return {
    url: `redis://127.0.0.1:${port}`,
    stop: async () => {
      const server = child;
      child = null;
      if (!server || server.exitCode !== null) return;
      await new Promise((resolve) => {
        server.once('exit', resolve);
        server.kill('SIGKILL');
      });
    },
    start,
  };
}
