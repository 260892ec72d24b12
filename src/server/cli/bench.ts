/**
 * `npm run bench [-- --rows 1000000 --submissions 3000 --data DIR --db postgres]`: the figures
 * docs/performance.md#budgets sets, measured against a server in its own process over real HTTP, printed as a
 * table beside each budget. SQLite by default; `--db postgres` uses the database `bench` on the local
 * PostgreSQL (`--pg-url` to name another), created when missing, never the one the tests use. `--data DIR`
 * keeps the database (the SQLite file in DIR, or the PostgreSQL database) and tops it up to `--rows` leads,
 * so a second run skips the seeding; without it the database starts empty. `--only export` measures the
 * export alone (no intake, no list latencies), for A/B runs on a kept database. `--cpu-prof DIR` profiles
 * the server and the floor (V8 .cpuprofile files).
 */
import { fork, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ADMIN_PREFIX, PUBLIC_PREFIX } from '../../shared/common/apiPaths';
import { LEAD_KINDS } from '../../shared/leads/rules';
import pg from 'pg';
import { parseArgs } from './args';
import {
  BENCH_ADMIN,
  freshConnections,
  percentile,
  request,
  rssMb,
  runPool,
  throughput,
} from './benchHttp';
import { exportFigures } from './benchExport';
import { loginFloodFigures } from './benchLoginFlood';

interface Row {
  measure: string;
  result: string;
  budget: string;
  ok: boolean | null;
  /** The same work on the bare floor server (benchFloor.ts), with the ratio. */
  floor: string;
}
const rows: Row[] = [];
const add = (
  measure: string,
  result: string,
  budget = '',
  ok: boolean | null = null,
  floor = '',
) => {
  rows.push({ measure, result, budget, ok, floor });
  console.log(`  ${measure}: ${result}${floor ? ` (floor ${floor})` : ''}`);
};
/** A figure's floor and how far the figure is from it (×2 = twice the floor's time, half its rate). */
const floorOf = (floor: number, unit: string, ratio: number) =>
  `${floor.toFixed(unit === 'ms' ? 1 : 0)} ${unit} (×${ratio.toFixed(2)})`;

/** `--cpu-prof DIR`: both servers write V8 CPU profiles there (open them in Chrome's DevTools). */
let profileDir = '';

const DEFAULT_PG_URL = 'postgres://postgres@127.0.0.1:5432/bench';

/** The bench's own PostgreSQL database: created when missing, emptied first unless it is to be kept. */
async function preparePostgres(url: string, keep: boolean): Promise<void> {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  if (!/^[a-z_][a-z0-9_]*$/.test(name))
    throw new Error(`--pg-url: unusable database name "${name}"`);
  const maintenance = new URL(url);
  maintenance.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: maintenance.toString() });
  await admin.connect();
  try {
    if (!keep) await admin.query(`drop database if exists ${name} with (force)`);
    const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (!rowCount) await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
}

/** The server under benchmark (benchServer.ts) or the floor (benchFloor.ts), in a process of its own. */
function startChild(
  file: 'benchServer.ts' | 'benchFloor.ts',
  dataDir: string,
  databaseUrl: string,
): Promise<{ child: ChildProcess; port: number }> {
  const child = fork(path.join(__dirname, file), [], {
    execArgv: [
      '--import',
      'tsx',
      ...(profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : []),
    ],
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      INTAKE_RATE_LIMIT: '0',
      LOG_LEVEL: 'silent',
    },
  });
  return new Promise((resolve, reject) => {
    child.once('message', (message: { type: string; port: number }) =>
      resolve({ child, port: message.port }),
    );
    child.once('error', reject);
  });
}

interface ChildAnswer {
  type: string;
  error?: string;
  pending?: number;
  mails?: number;
}

const ask = (child: ChildProcess, message: object, reply: string) =>
  new Promise<ChildAnswer>((resolve, reject) => {
    child.once('message', (answer: ChildAnswer) =>
      answer.type === reply ? resolve(answer) : reject(new Error(answer.error)),
    );
    child.send(message);
  });

let database: 'sqlite' | 'postgres' = 'sqlite';

/** Submission i of a run: contact, consulting and sale in turn (project leads need a published project). */
function submission(i: number) {
  const kind = (['contact', 'consulting', 'sale'] as const)[i % 3]!;
  const body = {
    name: `Bench ${i}`,
    email: `bench${i}@example.com`,
    message: 'Benchmark submission',
    fill_ms: 5000,
    ...(kind === 'consulting' ? { service: 'investment' } : {}),
    ...(kind === 'sale' ? { property_type: 'villa', city: 'Dubai' } : {}),
  };
  return { kind, body };
}

const INTAKE_CLIENTS = 64;

/** The floor's intake: the same submissions from as many clients, one insert each, nothing else. */
async function floorIntake(port: number, count: number): Promise<number> {
  const started = performance.now();
  await runPool(count, INTAKE_CLIENTS, async (i) => {
    const { kind, body } = submission(i);
    const answer = await request(port, 'POST', '/intake', {
      body: JSON.stringify({ ...body, kind }),
      headers: { 'content-type': 'application/json' },
    });
    if (answer.status !== 201) throw new Error(`floor intake: ${answer.status} ${answer.body}`);
  });
  return count / ((performance.now() - started) / 1000);
}

/**
 * The public intake with the desk switched on (benchServer.ts's `desk`: a routing rule, managers, the
 * acknowledgement): submissions per second until the last 201, then how long the desk takes to finish every
 * arrival (routing, mail, live events) and how many mail rows a lead cost.
 */
async function intake(child: ChildProcess, port: number, floorPort: number, count: number) {
  // Keys unique to this run, so a kept database (--data) does not answer them as retries of the last run.
  const run = Date.now().toString(36);
  // Every fifth submission is retried at once with the same key, as a flaky client would.
  const references = new Map<string, Set<string>>();
  const mailsBefore = (await ask(child, { type: 'pending' }, 'pending')).mails ?? 0;
  const started = performance.now();
  let failed = 0;
  await runPool(count, INTAKE_CLIENTS, async (i) => {
    const { kind, body } = submission(i);
    const key = `bench-${run}-${i}`;
    const send = () =>
      request(port, 'POST', `${PUBLIC_PREFIX}/forms/${kind}`, {
        body: JSON.stringify(body),
        headers: { 'content-type': 'application/json', 'idempotency-key': key },
      });
    const answers = await Promise.all(i % 5 === 0 ? [send(), send()] : [send()]);
    for (const answer of answers) {
      if (answer.status !== 201) failed += 1;
      else {
        const set = references.get(key) ?? new Set();
        set.add((JSON.parse(answer.body) as { data: { reference: string } }).data.reference);
        references.set(key, set);
      }
    }
  });
  const lastAnswer = performance.now();
  const seconds = (lastAnswer - started) / 1000;
  let state = await ask(child, { type: 'pending' }, 'pending');
  while ((state.pending ?? 0) > 0 && performance.now() - lastAnswer < 120_000) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    state = await ask(child, { type: 'pending' }, 'pending');
  }
  const caughtUp = (performance.now() - lastAnswer) / 1000;
  const floorRate = await floorIntake(floorPort, count);
  const requests = count + Math.ceil(count / 5);
  const rate = count / seconds;
  add(
    `intake: submissions/s (${database === 'postgres' ? 'PostgreSQL' : 'SQLite, synchronous=FULL'}, ${INTAKE_CLIENTS} clients, desk on)`,
    rate.toFixed(0),
    database === 'postgres' ? '≥ 1 000' : '≥ 500',
    rate >= (database === 'postgres' ? 1000 : 500),
    floorOf(floorRate, '/s', floorRate / rate),
  );
  add('intake: requests/s incl. concurrent retries', (requests / seconds).toFixed(0));
  add(
    'intake: desk done with every arrival after the last 201',
    `${caughtUp.toFixed(1)} s${state.pending ? ` (${state.pending} still pending)` : ''}`,
  );
  add(
    'intake: mail rows queued per lead',
    (((state.mails ?? 0) - mailsBefore) / Math.max(1, references.size)).toFixed(2),
  );
  const differing = [...references.values()].filter((set) => set.size !== 1).length;
  return void Object.assign(intakeState, { keys: references.size, failed, differing });
}
const intakeState = { keys: 0, failed: 0, differing: 0 };

async function stored(port: number, token: string): Promise<number> {
  let total = 0;
  for (const kind of LEAD_KINDS) {
    const answer = await request(port, 'GET', `${ADMIN_PREFIX}/forms/${kind}?per_page=1`, {
      headers: { authorization: `Bearer ${token}` },
    });
    total += (JSON.parse(answer.body) as { meta: { total: number } }).meta.total;
  }
  return total;
}

/** The list budgets of docs/performance.md#budgets, by database. */
const LIST_BUDGET_MS = {
  firstPage: { sqlite: 10, postgres: 10 },
  filter: { sqlite: 25, postgres: 25 },
  search: { sqlite: 15, postgres: 25 },
  searchTen: { sqlite: 60, postgres: 150 },
} as const;

const listPath = (query: string) => `${ADMIN_PREFIX}/forms/project?${query}`;

/** p95 and p50 of 200 requests back to back. */
async function p95Of(
  send: () => Promise<{ status: number; body: string; ms: number }>,
  label: string,
) {
  const times: number[] = [];
  for (let i = 0; i < 200; i += 1) {
    const answer = await send();
    if (answer.status !== 200) throw new Error(`${label}: ${answer.status} ${answer.body}`);
    times.push(answer.ms);
  }
  return { p95: percentile(times, 95), p50: percentile(times, 50) };
}

async function latency(
  port: number,
  token: string,
  label: string,
  query: string,
  {
    total,
    budgetMs,
    floor,
  }: { total: number; budgetMs: number; floor?: { port: number; path: string } },
) {
  const { p95, p50 } = await p95Of(
    () => request(port, 'GET', listPath(query), { headers: { authorization: `Bearer ${token}` } }),
    label,
  );
  const floorP95 = floor
    ? (await p95Of(() => request(floor.port, 'GET', floor.path), `${label} (floor)`)).p95
    : null;
  add(
    `list ${label} p95 (${total.toLocaleString('en')} leads)`,
    `${p95.toFixed(1)} ms (p50 ${p50.toFixed(1)})`,
    `≤ ${budgetMs} ms`,
    p95 <= budgetMs,
    floorP95 === null ? '' : floorOf(floorP95, 'ms', p95 / floorP95),
  );
}

/** `clients` callers each sending the same list request back to back for `ms`: requests/s and p95. */
async function concurrentLatency(
  port: number,
  token: string,
  label: string,
  query: string,
  { clients, ms, budgetMs }: { clients: number; ms: number; budgetMs: number },
) {
  const times: number[] = [];
  const perSecond = await throughput(
    async () => {
      const answer = await request(port, 'GET', listPath(query), {
        headers: { authorization: `Bearer ${token}` },
      });
      if (answer.status !== 200) throw new Error(`${label}: ${answer.status} ${answer.body}`);
      times.push(answer.ms);
    },
    clients,
    ms,
  );
  const p95 = percentile(times, 95);
  add(
    `list ${label}, ${clients} connections for ${ms / 1000} s: p95`,
    `${p95.toFixed(1)} ms (p50 ${percentile(times, 50).toFixed(1)}, ${perSecond.toFixed(0)} req/s)`,
    `≤ ${budgetMs} ms`,
    p95 <= budgetMs,
  );
}

/** The lead list's latencies at `total` leads: first page, a filter, three searches, ten clients. */
async function listFigures(port: number, token: string, total: number, floorPort: number) {
  const budget = (measure: keyof typeof LIST_BUDGET_MS) => LIST_BUDGET_MS[measure][database];
  const person = 'per_page=25&search=omar%20haddad';
  const floor = (search = '') => ({
    port: floorPort,
    path: `/list${search ? `?search=${encodeURIComponent(search)}` : ''}`,
  });
  const one = (measure: keyof typeof LIST_BUDGET_MS, search?: string) => ({
    total,
    budgetMs: budget(measure),
    ...(search === undefined ? {} : { floor: floor(search) }),
  });
  await latency(port, token, 'first page with total', 'per_page=25', one('firstPage', ''));
  await latency(
    port,
    token,
    'filter (status + unread)',
    'per_page=25&filter[status]=new&filter[read]=false',
    one('filter'),
  );
  await latency(
    port,
    token,
    'search (a person: name + email)',
    person,
    one('search', 'omar haddad'),
  );
  await latency(
    port,
    token,
    'search (common word, ~8 % of rows)',
    'per_page=25&search=khan',
    one('search', 'khan'),
  );
  const arabic = 'المنصوري';
  await latency(
    port,
    token,
    'search (Arabic word)',
    `per_page=25&search=${encodeURIComponent(arabic)}`,
    one('search', arabic),
  );
  await concurrentLatency(port, token, 'search (a person)', person, {
    clients: 10,
    ms: 5000,
    budgetMs: budget('searchTen'),
  });
}

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  const leads = Number(args.rows ?? 200_000);
  const submissions = Number(args.submissions ?? 3000);
  if (args.only !== undefined && args.only !== 'export') throw new Error('--only takes export');
  const exportOnly = args.only === 'export';
  const dataDir = args.data
    ? path.resolve(args.data)
    : fs.mkdtempSync(path.join(os.tmpdir(), 'realty-bench-'));
  fs.mkdirSync(dataDir, { recursive: true });
  if (args.db !== undefined && args.db !== 'sqlite' && args.db !== 'postgres')
    throw new Error('--db takes sqlite or postgres');
  database = args.db === 'postgres' ? 'postgres' : 'sqlite';
  profileDir = args['cpu-prof'] ? path.resolve(args['cpu-prof']) : '';
  const databaseUrl = database === 'postgres' ? (args['pg-url'] ?? DEFAULT_PG_URL) : '';
  if (databaseUrl) await preparePostgres(databaseUrl, Boolean(args.data));
  const { child, port } = await startChild('benchServer.ts', dataDir, databaseUrl);
  const floor = await startChild('benchFloor.ts', dataDir, databaseUrl);
  try {
    console.log(
      `Benchmark of ${database === 'postgres' ? `PostgreSQL (${databaseUrl})` : 'SQLite'} on ${os.cpus().length} cores (load average ${os.loadavg()[0]!.toFixed(1)} at start), data in ${dataDir}`,
    );
    const login = await request(port, 'POST', `${ADMIN_PREFIX}/login`, {
      body: JSON.stringify(BENCH_ADMIN),
      headers: { 'content-type': 'application/json' },
    });
    const token = (JSON.parse(login.body) as { data: { token: string } }).data.token;
    const before = await stored(port, token);
    if (!exportOnly) {
      await ask(child, { type: 'desk' }, 'desk');
      await intake(child, port, floor.port, submissions);
      const kept = (await stored(port, token)) - before;
      add(
        'intake: lost / duplicated',
        `${Math.max(0, intakeState.keys - kept)} / ${Math.max(0, kept - intakeState.keys)} (failed answers ${intakeState.failed}, retries answered differently ${intakeState.differing})`,
        '0 / 0',
        kept === intakeState.keys && intakeState.failed === 0 && intakeState.differing === 0,
      );
    }
    const kept = (await stored(port, token)) - before;

    const missing = Math.max(0, leads - before - kept);
    if (missing > 0) {
      const seedStart = performance.now();
      await ask(child, { type: 'seed', rows: missing }, 'seeded');
      const seconds = (performance.now() - seedStart) / 1000;
      freshConnections();
      add(
        'seed: generated leads/s (batched inserts)',
        `${(missing / seconds).toFixed(0)} (${missing.toLocaleString('en')} in ${seconds.toFixed(1)} s)`,
      );
    }
    const total = await stored(port, token);
    if (!exportOnly) {
      await listFigures(port, token, total, floor.port);
      await loginFloodFigures(port, token, add);
    }
    await exportFigures({
      port,
      floorPort: floor.port,
      token,
      pid: child.pid!,
      add,
      total,
      rssMb,
      throughput,
      request,
    });
  } finally {
    for (const running of [child, floor.child]) {
      running.send({ type: 'stop' });
      await new Promise((resolve) => running.once('exit', resolve));
    }
    if (!args.data) fs.rmSync(dataDir, { recursive: true, force: true });
  }
  console.log('\n| measure | result | floor (ratio) | budget | |\n|---|---|---|---|---|');
  for (const row of rows)
    console.log(
      `| ${row.measure} | ${row.result} | ${row.floor} | ${row.budget} | ${row.ok === null ? '' : row.ok ? 'ok' : 'OVER'} |`,
    );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
