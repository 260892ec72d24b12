/**
 * Starts a worker thread from a module of the server, named by its path under the server's folder
 * (`auth/passwordWorker`): compiled (npm start), the JavaScript file tsc wrote to dist-server/server; from
 * TypeScript (npm run dev, jest), the .ts file through tsx's require hook. The started server is one bundle in
 * dist-server/server/cli (docs/architecture.md#the-server-bundle), one folder below the server's like this
 * file, so the root found from here is right in all three cases. Worker entries are not bundled: they load
 * their own modules when they start, off the server's start. Paths are absolute, so it starts whatever the
 * working directory is.
 */
import path from 'node:path';
import { Worker, type WorkerOptions } from 'node:worker_threads';

const SERVER_ROOT = path.resolve(__dirname, '..');

export function startWorker(modulePath: string, options: Omit<WorkerOptions, 'eval'>): Worker {
  const compiled = __filename.endsWith('.js');
  const entry = JSON.stringify(path.join(SERVER_ROOT, `${modulePath}.${compiled ? 'js' : 'ts'}`));
  const tsx = compiled
    ? ''
    : `require(${JSON.stringify(require.resolve('tsx/cjs/api'))}).register(); `;
  return new Worker(`${tsx}require(${entry});`, { ...options, eval: true });
}
