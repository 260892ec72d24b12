/**
 * The live event bus (docs/architecture.md#live-events): what one instance publishes, every instance's
 * subscribers hear. Three transports, chosen at start: Redis pub/sub when REDIS_URL is set (a subscriber
 * holds its own connection), PostgreSQL LISTEN/NOTIFY on PostgreSQL without Redis (one dedicated connection,
 * reopened with backoff when it drops), and in-process on SQLite, which one process serves. A remote
 * transport hears its own messages back, so every event reaches the local subscribers the same way.
 * Publishing never throws and never waits for a subscriber: a lost event only means a client refreshes on
 * its next poll. Beside the live events the same channel carries one server-only message, StreamsEnd
 * (streamsEnd.ts): it reaches its own listeners, never the live events' subscribers, so never a browser.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { Kysely } from 'kysely';
import type pg from 'pg';
import type { LiveEvent } from '../../shared/leads/live/liveEvents';
import { LIVE_EVENT_TYPES } from '../../shared/leads/live/liveEvents';
import type { Database } from '../db/database';
import { isPostgres } from '../db/dialect';
import { currentSchema, notify } from './liveEventRepository';
import { asStreamsEnd, type StreamsEnd } from './streamsEnd';

export type TransportName = 'redis' | 'postgres' | 'memory';
export type LiveListener = (event: LiveEvent) => void;
export type StreamsEndListener = (message: StreamsEnd) => void;

export interface EventBus {
  readonly transport: TransportName;
  /** Sends the event to every instance's subscribers; failures are logged, never thrown. */
  publish(event: LiveEvent): void;
  /** Adds a listener; the answer removes it. */
  subscribe(listener: LiveListener): () => void;
  /** Listeners in this instance (the open streams). */
  subscriberCount(): number;
  /**
   * Ends the streams the message names: this instance's at once (before the answer), every other
   * instance's when the transport brings it, ahead of anything published after it. Resolves once the
   * transport took it, or after a second when it cannot; never throws (the heartbeat check remains).
   */
  endStreams(message: StreamsEnd): Promise<void>;
  /** Hears every StreamsEnd, this instance's own included; the answer removes the listener. */
  onStreamsEnd(listener: StreamsEndListener): () => void;
  /** Resolves once the transport listens (tests wait for it before publishing elsewhere). */
  ready(): Promise<void>;
  close(): Promise<void>;
}

/** What a service that revokes sessions needs of the bus. */
export type StreamsEnder = Pick<EventBus, 'endStreams'>;

interface Transport {
  name: TransportName;
  /** Starts listening; `deliver` gets every message, this instance's own included. */
  start(deliver: (message: string) => void): Promise<void>;
  send(message: string): Promise<void>;
  close(): Promise<void>;
}

export interface EventBusOptions {
  db: Kysely<Database>;
  redis: Redis | null;
  redisPrefix: string;
  /** The PostgreSQL URL, for the listening connection. */
  databaseUrl: string;
  log: FastifyBaseLogger;
}

function memoryTransport(): Transport {
  let deliverTo: ((message: string) => void) | null = null;
  return {
    name: 'memory',
    async start(deliver) {
      deliverTo = deliver;
    },
    async send(message) {
      // Later, as a remote transport would: a publisher never runs its listeners inside its own request.
      setImmediate(() => deliverTo?.(message));
    },
    async close() {
      deliverTo = null;
    },
  };
}

function redisTransport(redis: Redis, channel: string, log: FastifyBaseLogger): Transport {
  // A connection in subscriber mode can do nothing else; ioredis re-subscribes after a reconnection.
  const subscriber = redis.duplicate();
  subscriber.on('error', (error: Error) => log.warn({ err: error }, 'live events: redis error'));
  return {
    name: 'redis',
    async start(deliver) {
      subscriber.on('message', (from: string, message: string) => {
        if (from === channel) deliver(message);
      });
      await subscriber.subscribe(channel);
    },
    async send(message) {
      await redis.publish(channel, message);
    },
    async close() {
      await subscriber.quit().catch(() => subscriber.disconnect());
    },
  };
}

const RECONNECT_MIN_MS = 500;
const RECONNECT_MAX_MS = 30_000;

function postgresTransport(
  db: Kysely<Database>,
  databaseUrl: string,
  log: FastifyBaseLogger,
): Transport {
  let channel = '';
  let client: pg.Client | null = null;
  let closed = false;
  let attempt = 0;
  let timer: NodeJS.Timeout | null = null;
  let deliverTo: (message: string) => void = () => {};

  const connect = async (): Promise<void> => {
    const { default: driver } = await import('pg');
    const next = new driver.Client({ connectionString: databaseUrl });
    const retry = () => {
      if (closed || client !== next) return;
      client = null;
      next.removeAllListeners();
      next.end().catch(() => {});
      const delay = Math.min(RECONNECT_MAX_MS, RECONNECT_MIN_MS * 2 ** attempt);
      attempt += 1;
      log.warn({ delayMs: delay }, 'live events: the listening connection dropped; reconnecting');
      timer = setTimeout(() => {
        timer = null;
        connect().catch(() => {});
      }, delay);
      timer.unref();
    };
    client = next;
    next.on('error', (error) => {
      log.warn({ err: error }, 'live events: postgres listener error');
      retry();
    });
    next.on('end', retry);
    next.on('notification', (message) => {
      if (message.channel === channel && message.payload !== undefined) deliverTo(message.payload);
    });
    try {
      await next.connect();
      await next.query(`listen "${channel}"`);
      attempt = 0;
    } catch (error) {
      log.warn({ err: error }, 'live events: cannot listen on postgres');
      retry();
      throw error;
    }
  };

  return {
    name: 'postgres',
    async start(deliver) {
      deliverTo = deliver;
      // Channels are per database; the schema keeps installations that share one apart.
      const schema = (await currentSchema(db)).replace(/[^a-z0-9_]/gi, '_').toLowerCase();
      channel = `realty_live_${schema}`.slice(0, 63);
      await connect().catch(() => {
        // retried in the background; publishing still works meanwhile
      });
    },
    async send(message) {
      await notify(db, channel, message);
    },
    async close() {
      closed = true;
      if (timer) clearTimeout(timer);
      const current = client;
      client = null;
      if (current) {
        current.removeAllListeners();
        current.on('error', () => {});
        await current.end().catch(() => {});
      }
    },
  };
}

/** How long endStreams waits for a transport that does not answer (Redis away, a full pool). */
const END_STREAMS_WAIT_MS = 1000;

type Message =
  | { kind: 'event'; event: LiveEvent }
  | { kind: 'end'; message: StreamsEnd; origin: unknown }
  | null;

function parse(text: string): Message {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const event = value as LiveEvent;
  if (LIVE_EVENT_TYPES.includes(event.type)) return { kind: 'event', event };
  const message = asStreamsEnd(value);
  return message && { kind: 'end', message, origin: (value as { origin?: unknown }).origin };
}

function callEach<T>(listeners: Set<(value: T) => void>, value: T, log: FastifyBaseLogger): void {
  for (const listener of [...listeners]) {
    try {
      listener(value);
    } catch (error) {
      log.error({ err: error }, 'live events: a listener failed');
    }
  }
}

export function createEventBus({
  db,
  redis,
  redisPrefix,
  databaseUrl,
  log,
}: EventBusOptions): EventBus {
  const transport: Transport = redis
    ? redisTransport(redis, `${redisPrefix}:live`, log)
    : isPostgres(db)
      ? postgresTransport(db, databaseUrl, log)
      : memoryTransport();
  const listeners = new Set<LiveListener>();
  const endListeners = new Set<StreamsEndListener>();
  // Marks this instance's StreamsEnd messages: it applied them when sending, so their echo is skipped.
  const origin = randomUUID();
  const deliver = (text: string) => {
    const message = parse(text);
    if (message?.kind === 'event') callEach(listeners, message.event, log);
    else if (message?.kind === 'end' && message.origin !== origin)
      callEach(endListeners, message.message, log);
  };
  const started = transport.start(deliver).catch((error: unknown) => {
    log.error({ err: error }, 'live events: the transport did not start');
  });

  return {
    transport: transport.name,
    publish(event) {
      started
        .then(() => transport.send(JSON.stringify(event)))
        .catch((error: unknown) => log.warn({ err: error, event: event.type }, 'live event lost'));
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    subscriberCount: () => listeners.size,
    async endStreams(message) {
      callEach(endListeners, message, log);
      let timer: NodeJS.Timeout | undefined;
      const sent = started
        .then(() => transport.send(JSON.stringify({ ...message, origin })))
        .catch((error: unknown) => log.warn({ err: error }, 'live events: streams-end lost'));
      const waited = new Promise<void>((resolve) => {
        timer = setTimeout(resolve, END_STREAMS_WAIT_MS);
        timer.unref();
      });
      await Promise.race([sent, waited]);
      clearTimeout(timer);
    },
    onStreamsEnd(listener) {
      endListeners.add(listener);
      return () => {
        endListeners.delete(listener);
      };
    },
    ready: () => started,
    async close() {
      listeners.clear();
      endListeners.clear();
      await started;
      await transport.close();
    },
  };
}
