/**
 * The live event bus across instances (docs/architecture.md#live-events): two app instances on one
 * PostgreSQL database hear each other's events — through Redis pub/sub when REDIS_URL is set, through
 * LISTEN/NOTIFY without it — and a SQLite installation's single process hears its own in-process. A
 * listening PostgreSQL connection that drops is opened again. A session ended on one instance ends its
 * streams on the others at once (docs/architecture.md#ending-streams-at-once), and that message never
 * reaches the live events' subscribers.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../../../src/server/app';
import { createDb } from '../../../src/server/db/connect';
import type { LiveEvent } from '../../../src/shared/leads/live/liveEvents';
import { ADMIN_PREFIX } from '../../../src/shared/common/apiPaths';
import { streamsEnd, type StreamsEnd } from '../../../src/server/events/streamsEnd';
import { intakeBody, leadRow, seedLeads, submit } from '../support/leadFixtures';
import { eventually, listen, openStream, type OpenStream } from '../support/sse';
import {
  bearer,
  createTestDatabase,
  createTestUser,
  loginAs,
  type Dialect,
  type TestContext,
  type TestDatabase,
} from '../support/testApp';

interface Setup {
  name: string;
  dialect: Dialect;
  env: Record<string, string>;
  transport: 'redis' | 'postgres' | 'memory';
}

const setups: Setup[] = [
  { name: 'in-process on SQLite', dialect: 'sqlite', env: {}, transport: 'memory' },
  ...(process.env.DATABASE_URL_TEST
    ? [
        {
          name: 'LISTEN/NOTIFY on PostgreSQL',
          dialect: 'postgres' as const,
          env: {},
          transport: 'postgres' as const,
        },
      ]
    : []),
  ...(process.env.DATABASE_URL_TEST && process.env.REDIS_URL_TEST
    ? [
        {
          name: 'Redis pub/sub on PostgreSQL',
          dialect: 'postgres' as const,
          env: {
            REDIS_URL: process.env.REDIS_URL_TEST,
            REDIS_PREFIX: `test-${randomBytes(4).toString('hex')}`,
          },
          transport: 'redis' as const,
        },
      ]
    : []),
];

const sample = (id: number): LiveEvent => ({
  type: 'lead.changed',
  id,
  kind: 'contact',
  assignee_id: null,
  actor_id: null,
});

describe.each(setups)('the live event bus, $name', ({ dialect, env, transport }) => {
  let database: TestDatabase;
  const apps: FastifyInstance[] = [];
  const streams: OpenStream[] = [];
  let agentId: number;
  let agentToken: string;
  let managerToken: string;

  beforeAll(async () => {
    database = await createTestDatabase(dialect, env);
    // SQLite is served by one process: one instance. PostgreSQL: two, each with its own pool.
    const dbs =
      dialect === 'sqlite'
        ? [database.db]
        : [database.db, createDb(database.config, { schema: database.schema })];
    for (const db of dbs) {
      const app = await buildApp(database.config, { logger: false, db, jobs: false });
      await app.ready();
      await app.events.ready();
      apps.push(app);
    }
    const ctx = { app: apps[0]!, db: database.db } as TestContext;
    const agent = await createTestUser(ctx, { role: 'sales-agent' });
    const manager = await createTestUser(ctx, { role: 'sales-manager' });
    agentId = agent.id;
    agentToken = await loginAs(ctx, agent.email, undefined, '198.51.100.61');
    managerToken = await loginAs(ctx, manager.email, undefined, '198.51.100.62');
  });

  afterAll(async () => {
    for (const stream of streams) stream.close();
    for (const app of apps) await app.close();
    for (const db of apps.slice(1).map((app) => app.db)) await db.destroy();
    await database?.drop();
  });

  const first = () => apps[0]!;
  const last = () => apps[apps.length - 1]!;

  it(`uses the ${transport} transport`, () => {
    for (const app of apps) expect(app.events.transport).toBe(transport);
  });

  it('delivers each published event once to every subscriber of every instance', async () => {
    const heard = apps.map(() => [] as LiveEvent[]);
    const stops = apps.map((app, n) => app.events.subscribe((event) => heard[n]!.push(event)));
    first().events.publish(sample(101));
    last().events.publish(sample(102));
    await eventually(() => heard.every((events) => events.length === 2));
    await new Promise((resolve) => setTimeout(resolve, 200));
    for (const events of heard) expect(events.map((event) => event.id).sort()).toEqual([101, 102]);
    for (const stop of stops) stop();
    expect(apps.map((app) => app.events.subscriberCount())).toEqual(apps.map(() => 0));
  });

  it("brings a lead posted to one instance to an agent's stream on another within a second", async () => {
    const stream = await openStream(await listen(last()), agentToken);
    streams.push(stream);
    expect(stream.status).toBe(200);
    await eventually(() => last().events.subscriberCount() === 1);
    const started = Date.now();
    const ctx = { app: first(), db: database.db } as TestContext;
    const response = await submit(ctx, 'contact', intakeBody('contact'), { ip: '198.51.100.63' });
    expect(response.statusCode).toBe(201);
    const created = await stream.waitFor((event) => event.type === 'lead.created', 1000);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(created).toMatchObject({ reference: response.json().data.reference });

    // A manager on the first instance assigns a lead to the agent listening on the other.
    const [id] = (await seedLeads(ctx, [leadRow('contact', { assignee_id: null })])) as [number];
    const assigned = await first().inject({
      method: 'PATCH',
      url: `${ADMIN_PREFIX}/forms/contact/${id}/assignee`,
      headers: bearer(managerToken),
      payload: { assignee_id: agentId },
    });
    expect(assigned.statusCode).toBe(200);
    await stream.waitFor((event) => event.type === 'lead.assigned' && event.id === id, 1000);
    stream.close();
    await eventually(() => last().events.subscriberCount() === 0);
  });

  it('brings a StreamsEnd to every instance, ahead of what is published after it, never as an event', async () => {
    const seen = apps.map(() => [] as string[]);
    const stops = apps.flatMap((app, n) => [
      app.events.onStreamsEnd((message: StreamsEnd) => seen[n]!.push(JSON.stringify(message))),
      app.events.subscribe((event) => seen[n]!.push(`event ${event.id}`)),
    ]);
    const message = streamsEnd(4242, { only: 7 });
    await first().events.endStreams(message);
    // The sender's own streams have ended already, before it answers anyone.
    expect(seen[0]).toEqual([JSON.stringify(message)]);
    first().events.publish(sample(301));
    await eventually(() => seen.every((messages) => messages.length >= 2));
    // Its own message also came back through the transport, and was not applied twice.
    await new Promise((resolve) => setTimeout(resolve, 200));
    for (const messages of seen) expect(messages).toEqual([JSON.stringify(message), 'event 301']);
    for (const stop of stops) stop();
  });

  it("ends a logged-out session's stream on another instance at once; the next lead is not sent to it", async () => {
    const ctx = { app: first(), db: database.db } as TestContext;
    const session = await loginAs(
      ctx,
      (await createTestUser(ctx, { role: 'sales-agent' })).email,
      undefined,
      '198.51.100.64',
    );
    const url = await listen(last());
    const stream = await openStream(url, session);
    const witness = await openStream(url, managerToken);
    streams.push(stream, witness);
    await eventually(() => last().events.subscriberCount() === 2);
    const out = await first().inject({
      method: 'POST',
      url: `${ADMIN_PREFIX}/logout`,
      headers: bearer(session),
    });
    expect(out.statusCode).toBe(200);
    await stream.waitForEnd(1500);
    const response = await submit(ctx, 'contact', intakeBody('contact'), { ip: '198.51.100.65' });
    expect(response.statusCode).toBe(201);
    const reference = response.json().data.reference as string;
    await witness.waitFor(
      (event) => event.type === 'lead.created' && event.reference === reference,
    );
    expect(stream.events).toEqual([]);
    expect(witness.text()).not.toMatch(/streams\.end/);
    witness.close();
    await eventually(() => last().events.subscriberCount() === 0);
  });

  if (transport === 'postgres')
    it('listens again after its PostgreSQL connection drops', async () => {
      const heard: LiveEvent[] = [];
      const stop = last().events.subscribe((event) => heard.push(event));
      const admin = new pg.Client({ connectionString: process.env.DATABASE_URL_TEST });
      await admin.connect();
      const { rowCount } = await admin.query(
        `select pg_terminate_backend(pid) from pg_stat_activity
          where query = $1 and pid <> pg_backend_pid()`,
        [`listen "realty_live_${database.schema}"`],
      );
      await admin.end();
      expect(rowCount).toBe(2);
      // Published until heard: events sent while no connection listens are lost, which the clients'
      // polling covers; the bus must come back by itself.
      const deadline = Date.now() + 10_000;
      let n = 200;
      while (!heard.some((event) => Number(event.id) >= 200) && Date.now() < deadline) {
        first().events.publish(sample((n += 1)));
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      expect(heard.some((event) => Number(event.id) >= 200)).toBe(true);
      stop();
    });
});
