// @ts-check
/**
 * `node src/server/cli/bundle.mjs` (part of `npm run build`, and of `npm start` when the bundle is older than
 * the compiled server): the compiled server's entry (dist-server/server/cli/start.js) and everything it
 * imports, packages included, as one file beside it, `start.bundle.js`, which `startBundle.js` runs
 * (docs/architecture.md#the-server-bundle). One file read and parsed at start instead of some 1 500 modules
 * resolved one by one. Left out, and loaded from node_modules as usual: native modules, packages the server
 * only loads when configured (with a dynamic import), and packages that read files beside their own code.
 * Worker threads start from their own compiled files. Plain JavaScript, like launch.mjs.
 */
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const root = path.resolve(import.meta.dirname, '../../..');
const cliDir = path.join(root, 'dist-server/server/cli');
export const BUNDLE = path.join(cliDir, 'start.bundle.js');

const EXTERNAL = [
  // Native, or chosen at run time by the Node version (db/sqliteDriver.ts).
  'better-sqlite3',
  'better-sqlite3-*',
  'sharp',
  // Loaded only when configured, with a dynamic import.
  '@aws-sdk/*',
  'ioredis',
  'nodemailer',
  'pg',
  'pg-copy-streams',
  // Start workers or serve files from beside their own code.
  'pino',
  'pino-pretty',
  'thread-stream',
  '@fastify/swagger-ui',
  // Only for running TypeScript (db/workerThread.ts, never in a compiled server).
  'tsx',
];

export async function bundleServer() {
  for (const name of fs.readdirSync(cliDir))
    if (name.startsWith('start.bundle.js')) fs.rmSync(path.join(cliDir, name));
  await build({
    entryPoints: [path.join(cliDir, 'start.js')],
    outfile: BUNDLE,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'cjs',
    // Whitespace and syntax only: names stay as written, for stack traces and the libraries that read them.
    minifyWhitespace: true,
    minifySyntax: true,
    external: EXTERNAL,
    // import() of a package becomes require() behind a promise: the bundle runs compiled from a code cache
    // (startBundle.ts), and code from a cache cannot call Node's ES module loader.
    supported: { 'dynamic-import': false },
    logLevel: 'warning',
  });
}

if (process.argv[1] === import.meta.filename) await bundleServer();
