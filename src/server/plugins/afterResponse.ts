/**
 * Work that must not delay an answer, or show in its timing: it starts once the handler has returned, and
 * the app waits for it on close. A failure is logged, never thrown at the client that has already left.
 * `manual` holds the tasks until `drain()`, so tests can look at the world as the client saw it.
 */
import fp from 'fastify-plugin';

export interface AfterResponse {
  run(name: string, task: () => Promise<void>): void;
  /** Starts any held tasks and resolves when every task has ended. */
  drain(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    afterResponse: AfterResponse;
  }
}

export interface AfterResponseOptions {
  mode?: 'immediate' | 'manual';
}

export default fp<AfterResponseOptions>(
  async (app, { mode = 'immediate' }) => {
    const running = new Set<Promise<void>>();
    const held: Array<() => void> = [];

    const start = (name: string, task: () => Promise<void>) => {
      const done = task()
        .catch((error: unknown) =>
          app.log.error({ err: error, task: name }, 'background task failed'),
        )
        .finally(() => running.delete(done));
      running.add(done);
    };

    app.decorate('afterResponse', {
      run(name, task) {
        if (mode === 'manual') held.push(() => start(name, task));
        else setImmediate(() => start(name, task));
      },
      async drain() {
        for (const release of held.splice(0)) release();
        // setImmediate tasks queued just before this call start first.
        await new Promise((resolve) => setImmediate(resolve));
        while (running.size > 0) await Promise.all([...running]);
      },
    });
    app.addHook('onClose', async () => app.afterResponse.drain());
  },
  { name: 'after-response' },
);
