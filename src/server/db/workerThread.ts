/**
 * Starts a worker thread from a module beside the caller: compiled (npm start), the JavaScript file; from
 * TypeScript (npm run dev, jest), the .ts file through tsx's require hook. Paths are absolute, so it starts
 * whatever the working directory is.
 */
import path from 'node:path';
import { Worker, type WorkerOptions } from 'node:worker_threads';

export function startWorker(
  dirname: string,
  moduleName: string,
  options: Omit<WorkerOptions, 'eval'>,
): Worker {
  const compiled = __filename.endsWith('.js');
  const entry = JSON.stringify(path.join(dirname, `${moduleName}.${compiled ? 'js' : 'ts'}`));
  const tsx = compiled
    ? ''
    : `require(${JSON.stringify(require.resolve('tsx/cjs/api'))}).register(); `;
  return new Worker(`${tsx}require(${entry});`, { ...options, eval: true });
}
