/**
 * The floor beside `npm run bench`'s figures (docs/performance.md#measuring): the same work done the simplest
 * way, on a bare `node:http` server that talks to the bench's own database with its driver alone — no
 * framework, no schema, no validation, no query builder, no desk. A figure is read as its ratio to this floor,
 * which moves with the machine's load as much as the figure does. A child of bench.ts, like benchServer.ts.
 *
 * - `POST /intake`: the JSON body parsed and one row inserted, one transaction per request (SQLite in WAL with
 *   synchronous=FULL, as the server runs it).
 * - `GET /list[?search=words]`: a project lead page of 25 and its total (the maintained count, or the
 *   full-text match's count).
 * - `GET /export`: every project lead as naive CSV, read in keyset batches of 1 000.
 */
import http from 'node:http';
import path from 'node:path';
import type pg from 'pg';
import SQLite from '../db/sqliteDriver';

const TABLE = 'bench_floor_leads';
const PAGE = 25;
const BATCH = 1000;
/** What a lead page shows; the search feed (text and vector) stays out, as it does in the server's. */
const COLUMNS = `id, reference, kind, status, name, email, phone, message, locale, project_name,
  assignee_id, read_at, created_at, updated_at`;

interface Store {
  insert(kind: string, name: string, email: string, message: string): Promise<void>;
  page(words: string[]): Promise<{ rows: unknown[]; total: number }>;
  batch(afterId: number): Promise<Record<string, unknown>[]>;
  close(): Promise<void>;
}

function sqliteStore(file: string): Store {
  const db = new SQLite(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  db.pragma('busy_timeout = 5000');
  db.exec(`create table if not exists ${TABLE} (id integer primary key, kind text, name text,
    email text, message text, created_at text)`);
  const insert = db.prepare(
    `insert into ${TABLE} (kind, name, email, message, created_at) values (?, ?, ?, ?, ?)`,
  );
  const inTransaction = db.transaction((values: string[]) => insert.run(...values));
  const first = db.prepare(
    `select ${COLUMNS} from leads where kind = 'project' order by created_at desc, id desc limit ${PAGE}`,
  );
  const total = db.prepare(`select sum(total) as total from lead_totals where kind = 'project'`);
  const matched = `select rowid from leads_fts_project where leads_fts_project match ?`;
  const found = db.prepare(
    `select ${COLUMNS} from leads where id in (${matched}) order by created_at desc, id desc limit ${PAGE}`,
  );
  const counted = db.prepare(`select count(*) as total from (${matched})`);
  const batch = db.prepare(
    `select ${COLUMNS} from leads where kind = 'project' and id > ? order by id limit ${BATCH}`,
  );
  return {
    insert: async (...values) => void inTransaction([...values, new Date().toISOString()]),
    async page(words) {
      if (words.length === 0)
        return { rows: first.all(), total: (total.get() as { total: number }).total };
      const match = words.map((word) => `"${word}"*`).join(' ');
      return { rows: found.all(match), total: (counted.get(match) as { total: number }).total };
    },
    batch: async (afterId) => batch.all(afterId) as Record<string, unknown>[],
    close: async () => {
      db.exec(`drop table if exists ${TABLE}`);
      db.close();
    },
  };
}

async function postgresStore(url: string): Promise<Store> {
  const { default: driver } = await import('pg');
  const pool: pg.Pool = new driver.Pool({ connectionString: url, max: 10 });
  await pool.query(`create table if not exists ${TABLE} (id bigserial primary key, kind text,
    name text, email text, message text, created_at timestamptz)`);
  return {
    async insert(...values) {
      const client = await pool.connect();
      try {
        await client.query('begin');
        await client.query(
          `insert into ${TABLE} (kind, name, email, message, created_at) values ($1, $2, $3, $4, now())`,
          values,
        );
        await client.query('commit');
      } finally {
        client.release();
      }
    },
    async page(words) {
      const where = words.length ? `and search_vector @@ to_tsquery('simple', $1)` : '';
      const params = words.length ? [words.map((word) => `${word}:*`).join(' & ')] : [];
      const [rows, total] = await Promise.all([
        pool.query(
          `select ${COLUMNS} from leads where kind = 'project' ${where} order by created_at desc, id desc limit ${PAGE}`,
          params,
        ),
        words.length
          ? pool.query(
              `select count(*) as total from leads where kind = 'project' ${where}`,
              params,
            )
          : pool.query(`select sum(total) as total from lead_totals where kind = 'project'`),
      ]);
      return { rows: rows.rows, total: Number(total.rows[0]?.total ?? 0) };
    },
    async batch(afterId) {
      const answer = await pool.query(
        `select ${COLUMNS} from leads where kind = 'project' and id > $1 order by id limit ${BATCH}`,
        [afterId],
      );
      return answer.rows as Record<string, unknown>[];
    },
    async close() {
      await pool.query(`drop table if exists ${TABLE}`);
      await pool.end();
    },
  };
}

const csvCell = (value: unknown) => {
  const text = value === null || value === undefined ? '' : String(value);
  return /[",\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

function readBody(req: http.IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const parts: Buffer[] = [];
    req.on('data', (chunk: Buffer) => parts.push(chunk));
    req.on('end', () => resolve(Buffer.concat(parts).toString('utf8')));
    req.on('error', reject);
  });
}

async function exportCsv(store: Store, res: http.ServerResponse): Promise<void> {
  res.writeHead(200, { 'content-type': 'text/csv' });
  let header = true;
  for (let after = 0; ;) {
    const rows = await store.batch(after);
    if (rows.length === 0) break;
    const keys = Object.keys(rows[0]!);
    let chunk = header ? `${keys.join(',')}\n` : '';
    header = false;
    for (const row of rows) chunk += `${keys.map((key) => csvCell(row[key])).join(',')}\n`;
    if (!res.write(chunk)) await new Promise((resolve) => res.once('drain', resolve));
    after = Number(rows.at(-1)!.id);
  }
  res.end();
}

async function main(): Promise<void> {
  const url = process.env.DATABASE_URL ?? '';
  const store = url
    ? await postgresStore(url)
    : sqliteStore(path.join(process.env.DATA_DIR ?? '.', 'realty.db'));
  const server = http.createServer((req, res) => {
    const answer = async () => {
      const { pathname, searchParams } = new URL(req.url ?? '/', 'http://floor');
      if (req.method === 'POST' && pathname === '/intake') {
        const body = JSON.parse(await readBody(req)) as Record<string, string>;
        await store.insert(String(body.kind), body.name!, body.email!, body.message!);
        res.writeHead(201, { 'content-type': 'application/json' }).end('{"data":{}}');
      } else if (pathname === '/list') {
        const words = (searchParams.get('search') ?? '').split(/\s+/).filter(Boolean);
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify(await store.page(words)));
      } else if (pathname === '/export') await exportCsv(store, res);
      else res.writeHead(404).end();
    };
    answer().catch((error: unknown) => res.writeHead(500).end(String(error)));
  });
  server.listen(0, '127.0.0.1', () => {
    const address = server.address();
    process.send?.({
      type: 'ready',
      port: typeof address === 'object' && address ? address.port : 0,
    });
  });
  process.on('message', (message: { type: string }) => {
    if (message.type === 'stop') server.close(() => void store.close().then(() => process.exit(0)));
  });
}

// Only as bench.ts's child (with an IPC channel).
if (process.send) void main();
else console.error('benchFloor runs only as a child of npm run bench');
