/**
 * The server under benchmark, in its own process so the load generator (cli/bench.ts) does not share its
 * event loop. Opens the configured database (SQLite in DATA_DIR, or bench.ts's PostgreSQL database), listens on a free port, and on request fills the
 * database with generated leads. Talks to its parent over IPC.
 */
import { buildApp } from '../app';
import { hashPassword } from '../auth/password';
import { loadConfig } from '../config';
import { createDb } from '../db/connect';
import { migrateToLatest } from '../db/migrate';
import { createUser, findUserByEmail } from '../auth/userRepository';
import { deskBacklog, switchDeskOn } from '../seed/benchDesk';
import { seedLeads } from '../seed/leadsSeed';
import { BENCH_ADMIN } from './benchHttp';

async function main(): Promise<void> {
  const config = loadConfig();
  const db = createDb(config);
  await migrateToLatest(db);
  // A kept database (--data) has its admin from the first run.
  if (!(await findUserByEmail(db, BENCH_ADMIN.email)))
    await createUser(db, {
      name: 'Bench Admin',
      email: BENCH_ADMIN.email,
      passwordHash: await hashPassword(BENCH_ADMIN.password),
    });
  const app = await buildApp(config, { logger: false, db, jobs: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;

  process.on('message', (message: { type: string; rows?: number }) => {
    if (message.type === 'seed') {
      let state = 7;
      const random = () => (state = (state * 16807) % 2147483647) / 2147483647;
      seedLeads({
        db,
        config,
        now: new Date(),
        random,
        image: async () => 0,
        pdf: async () => 0,
        leads: message.rows ?? 0,
        log: () => {},
      }).then(
        () => process.send?.({ type: 'seeded' }),
        (error: unknown) => process.send?.({ type: 'error', error: String(error) }),
      );
    }
    if (message.type === 'desk')
      switchDeskOn(db).then(
        () => process.send?.({ type: 'desk' }),
        (error: unknown) => process.send?.({ type: 'error', error: String(error) }),
      );
    if (message.type === 'pending')
      void deskBacklog(db).then((backlog) => process.send?.({ type: 'pending', ...backlog }));
    if (message.type === 'stop')
      void app
        .close()
        .then(() => db.destroy())
        .then(() => process.exit(0));
  });
  process.send?.({ type: 'ready', port });
}

// Only as bench.ts's child (with an IPC channel): never touch the configured database by accident.
if (process.send) void main();
else console.error('benchServer runs only as a child of npm run bench');
