/**
 * The built app on the compiled server, run as `npm start` runs it (plain node, dist-server/ and dist/), on a
 * temporary DATA_DIR: what the size check and the web benchmark measure a real browser against.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { TOKEN_STORAGE_KEY, USER_STORAGE_KEY } from '../../src/shared/common/constants';

const ROOT = path.resolve(__dirname, '../..');
export const SERVER_ENTRY = path.join(ROOT, 'dist-server/server/cli/startBundle.js');
/** The full browser: what Lighthouse measures a page in, as a visitor's browser would render it. */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/**
 * What the browser tests and the size check drive: Debian's `chromium-headless-shell` when installed (the same
 * Blink without the full browser's UI processes; about a third less CPU per flow on two cores), else the full
 * Chromium. `CHROMIUM_PATH` picks one for all (README.md#browser-tests).
 */
export const TEST_CHROMIUM =
  process.env.CHROMIUM_PATH ??
  (fs.existsSync('/usr/bin/chromium-headless-shell')
    ? '/usr/bin/chromium-headless-shell'
    : '/usr/bin/chromium');
export const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking'];
export const ADMIN = {
  email: 'measure-admin@example.com',
  password: 'measure-password-long-enough',
};

export interface BuiltServer {
  url: string;
  pid: number;
  /** Milliseconds from spawning node to the first 200 on /login. */
  readyMs: number;
  stop: () => Promise<void>;
}

export function assertBuilt(): void {
  for (const file of [SERVER_ENTRY, path.join(ROOT, 'dist/index.html')])
    if (!fs.existsSync(file)) throw new Error(`${file} is missing: run \`npm run build\` first.`);
}

export const tempDataDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'realty-measure-'));

async function waitForLogin(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode})`);
    const ok = await fetch(`${url}/login`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  throw new Error(`the server did not answer /login within ${timeoutMs} ms`);
}

/** Starts the compiled server; the first start on an empty DATA_DIR migrates and (seedDemo) seeds it. */
export async function startBuiltServer(opts: {
  port: number;
  dataDir: string;
  seedDemo?: boolean;
}): Promise<BuiltServer> {
  assertBuilt();
  const url = `http://127.0.0.1:${opts.port}`;
  // Another server on the port would answer in place of this one, and be measured instead.
  const taken = await fetch(`${url}/login`).then(
    () => true,
    () => false,
  );
  if (taken) throw new Error(`port ${opts.port} is already in use`);
  const started = performance.now();
  const child = spawn(process.execPath, [SERVER_ENTRY], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(opts.port),
      HOST: '127.0.0.1',
      DATA_DIR: opts.dataDir,
      DATABASE_URL: '',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      SEED_DEMO: opts.seedDemo ? 'true' : 'false',
      LOG_LEVEL: 'warn',
    },
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
  };
  try {
    await waitForLogin(url, child, 180_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, pid: child.pid ?? 0, readyMs: performance.now() - started, stop };
}

/** Resident memory of a process, in MB (Linux). */
export function residentMb(pid: number): number {
  const match = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) / 1024 : NaN;
}

export interface Session {
  token: string;
  /**
   * localStorage entries that make the app start logged in (the binding keys, docs/product.md#storage-keys).
   */
  storage: { name: string; value: string }[];
  get: <T>(apiPath: string) => Promise<T>;
  /** DELETE on the admin API (a record moved to the Trash). */
  del: (apiPath: string) => Promise<void>;
}

export async function logIn(url: string): Promise<Session> {
  const response = await fetch(`${url}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  if (!response.ok) throw new Error(`login failed: ${response.status}`);
  const { data } = (await response.json()) as { data: { token: string; user: unknown } };
  return {
    token: data.token,
    storage: [
      { name: TOKEN_STORAGE_KEY, value: data.token },
      { name: USER_STORAGE_KEY, value: JSON.stringify(data.user) },
    ],
    get: async <T>(apiPath: string) => {
      const answer = await fetch(`${url}/api/admin${apiPath}`, {
        headers: { authorization: `Bearer ${data.token}` },
      });
      if (!answer.ok) throw new Error(`GET ${apiPath}: ${answer.status}`);
      return ((await answer.json()) as { data: T }).data;
    },
    del: async (apiPath: string) => {
      const answer = await fetch(`${url}/api/admin${apiPath}`, {
        method: 'DELETE',
        headers: { authorization: `Bearer ${data.token}` },
      });
      if (!answer.ok) throw new Error(`DELETE ${apiPath}: ${answer.status}`);
    },
  };
}

/** The id of the first record of an admin list (`/projects` → its first project's id). */
export async function firstId(session: Session, list: string): Promise<number> {
  const rows = await session.get<{ id: number }[]>(`${list}?per_page=1`);
  if (!rows[0]) throw new Error(`${list} is empty`);
  return rows[0].id;
}
