// @ts-check
/**
 * The smoke run's checks, run by the Node under test (node24.sh runs it with Node 24 in the copy it installed):
 * start the app as `npm start` does (src/server/cli/launch.mjs) on a fresh SQLite DATA_DIR, wait for /login,
 * log in through the API, send a public lead, find it in the admin list, stop the server. Fails on any error,
 * on a status other than the contract's, and on a deprecation warning printed by the server
 * (docs/operations.md#node-versions).
 *
 * Usage: node __tests__/smoke/smokeRun.mjs [--port N] (SMOKE_SEED_DEMO=true also adds the demo content).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
const ADMIN_EMAIL = 'smoke-admin@example.com';
const ADMIN_PASSWORD = 'smoke-password-long-enough';
const READY_TIMEOUT_MS = 180_000;

/** @returns {Promise<number>} */
function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/** @param {string} message @returns {never} */
function fail(message) {
  throw new Error(message);
}

const portArg = process.argv.indexOf('--port');
const port = portArg > 0 ? Number(process.argv[portArg + 1]) : await freePort();
const base = `http://127.0.0.1:${port}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'realty-smoke-'));

// The server's settings: this run's alone, whatever the caller's environment holds (no PostgreSQL, Redis,
// S3 or SMTP of CI's leaks in).
/** @type {NodeJS.ProcessEnv} */
const env = Object.fromEntries(
  Object.entries(process.env).filter(
    ([key]) => !/^(S3_|DATABASE_URL|REDIS_|SMTP_URL|APP_URL|CORS_ORIGINS|SPA_DIR)/.test(key),
  ),
);
Object.assign(env, {
  PORT: String(port),
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  SEED_DEMO: process.env.SMOKE_SEED_DEMO === 'true' ? 'true' : 'false',
  LOG_LEVEL: 'warn',
  NODE_ENV: 'production',
  // Where a deprecated API is called from, should one be.
  NODE_OPTIONS: ['--trace-deprecation', process.env.NODE_OPTIONS].filter(Boolean).join(' '),
});

let output = '';
const started = performance.now();
const server = spawn(process.execPath, [path.join(root, 'src/server/cli/launch.mjs')], {
  cwd: root,
  env,
  stdio: ['ignore', 'pipe', 'pipe'],
});
for (const stream of [server.stdout, server.stderr])
  stream.on('data', (/** @type {Buffer} */ chunk) => {
    output += chunk.toString();
    process.stdout.write(chunk);
  });
const exited = new Promise((resolve) => server.once('exit', resolve));

/**
 * @param {string} method @param {string} url
 * @param {{ body?: unknown, token?: string }} [opts]
 * @returns {Promise<{ status: number, body: any }>}
 */
async function call(method, url, opts = {}) {
  /** @type {Record<string, string>} */
  const headers = { accept: 'application/json' };
  if (opts.body !== undefined) headers['content-type'] = 'application/json';
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  const response = await fetch(`${base}${url}`, {
    method,
    headers,
    body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
  });
  const text = await response.text();
  let body;
  try {
    body = JSON.parse(text);
  } catch {
    body = text;
  }
  return { status: response.status, body };
}

/** @param {string} what @param {{ status: number, body: unknown }} answer @param {number} expected */
function expectStatus(what, answer, expected) {
  if (answer.status !== expected)
    fail(
      `${what}: ${answer.status} (expected ${expected}): ${JSON.stringify(answer.body).slice(0, 500)}`,
    );
  console.log(`smoke: ${what} → ${answer.status}`);
}

async function waitForLogin() {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (server.exitCode !== null || server.signalCode !== null)
      fail(`the server exited (${server.exitCode ?? server.signalCode}) before answering /login`);
    const ok = await fetch(`${base}/login`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  fail(`the server did not answer /login within ${READY_TIMEOUT_MS / 1000} s`);
}

async function stopServer() {
  if (server.exitCode === null && server.signalCode === null) {
    server.kill('SIGTERM');
    const timer = setTimeout(() => server.kill('SIGKILL'), 15_000);
    await exited;
    clearTimeout(timer);
  }
}

let failure = null;
try {
  console.log(`smoke: ${process.version} (${process.execPath}), ${base}, DATA_DIR ${dataDir}`);
  await waitForLogin();
  console.log(`smoke: /login answered after ${Math.round(performance.now() - started)} ms`);

  const ready = await call('GET', '/readyz');
  expectStatus('GET /readyz', ready, 200);

  const login = await call('POST', '/api/admin/login', {
    body: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
  });
  expectStatus('POST /api/admin/login', login, 200);
  const token = login.body?.data?.token;
  if (typeof token !== 'string' || token.length < 20) fail('the login answer has no token');

  const me = await call('GET', '/api/admin/me', { token });
  expectStatus('GET /api/admin/me', me, 200);

  const email = `smoke-${Date.now()}@example.com`;
  const lead = await call('POST', '/api/public/forms/contact', {
    body: {
      name: 'Smoke Visitor',
      email,
      message: `A smoke run on Node ${process.version}.`,
      locale: 'en',
      fill_ms: 5000,
    },
  });
  expectStatus('POST /api/public/forms/contact', lead, 201);
  const reference = lead.body?.data?.reference;
  if (typeof reference !== 'string') fail('the intake answer has no reference');

  const listed = await call('GET', `/api/admin/forms/contact?search=${encodeURIComponent(email)}`, {
    token,
  });
  expectStatus('GET /api/admin/forms/contact', listed, 200);
  const rows = Array.isArray(listed.body?.data) ? listed.body.data : [];
  if (!rows.some((/** @type {{ reference?: string }} */ row) => row.reference === reference))
    fail(
      `lead ${reference} is not in the admin list: ${JSON.stringify(listed.body).slice(0, 500)}`,
    );
  console.log(`smoke: lead ${reference} is listed`);

  const logout = await call('POST', '/api/admin/logout', { token });
  expectStatus('POST /api/admin/logout', logout, 200);
} catch (error) {
  failure = error;
} finally {
  await stopServer();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

const warnings = output.split('\n').filter((line) => /DeprecationWarning|\[DEP\d+\]/.test(line));
if (!failure && warnings.length > 0)
  failure = new Error(`the server printed deprecation warnings:\n${warnings.join('\n')}`);
if (!failure && server.exitCode !== 0 && server.signalCode !== 'SIGTERM')
  failure = new Error(`the server stopped badly (exit ${server.exitCode ?? server.signalCode})`);

if (failure) {
  console.error(
    `smoke FAILED on ${process.version}: ${failure instanceof Error ? failure.message : failure}`,
  );
  process.exit(1);
}
console.log(
  `smoke passed on Node ${process.version} (${Math.round(performance.now() - started)} ms from start to stop)`,
);
