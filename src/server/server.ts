/** Starts a built app on HOST:PORT and closes it cleanly on SIGINT/SIGTERM (open requests finish first). */
import type { FastifyInstance } from 'fastify';
import type { Config } from './config';

export async function listen(
  app: FastifyInstance,
  config: Pick<Config, 'host' | 'port'>,
): Promise<string> {
  const address = await app.listen({ host: config.host, port: config.port });
  let closing = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // A hung connection must not keep the process alive forever.
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'error while shutting down');
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
  return address;
}
