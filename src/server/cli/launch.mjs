// @ts-check
/**
 * `npm start`: builds what is missing or older than its sources — the server (TypeScript → dist-server/, then
 * one bundle of it, cli/bundle.mjs) and the web app (webpack → dist/) — then runs the server's bundle in this
 * same process (cli/startBundle.ts). Plain JavaScript,
 * because it runs before anything is compiled (a fresh clone has neither folder). SKIP_BUILD=1 skips both.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const root = path.resolve(import.meta.dirname, '../../..');
const require = createRequire(import.meta.url);

const SERVER_ENTRY = path.join(root, 'dist-server/server/cli/startBundle.js');
// Written after tsc's output (cli/bundle.mjs), so it is the server's newest file.
const SERVER_BUNDLE = path.join(root, 'dist-server/server/cli/start.bundle.js');
const SERVER_SOURCES = ['src/server', 'src/shared', 'tsconfig.json', 'tsconfig.server.json'];
const SPA_SOURCES = [
  'src/client',
  'src/shared',
  'locales',
  'public',
  'webpack',
  'webpack.config.ts',
];

/** @param {string} target */
function newestMtime(target) {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target))
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

/** @param {string} output @param {string[]} sources */
function isStale(output, sources) {
  if (!fs.existsSync(output)) return true;
  const built = fs.statSync(output).mtimeMs;
  return sources.some((source) => newestMtime(path.join(root, source)) > built);
}

/** @param {string} what @param {string} bin @param {string[]} args */
function build(what, bin, args) {
  console.log(`Building ${what}…`);
  const result = spawnSync(process.execPath, [require.resolve(bin), ...args], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) {
    console.error(`Building ${what} failed (exit code ${result.status ?? result.signal}).`);
    process.exit(1);
  }
}

if (process.env.SKIP_BUILD !== '1') {
  if (isStale(SERVER_BUNDLE, SERVER_SOURCES)) {
    build('the server', 'typescript/bin/tsc', ['-p', 'tsconfig.server.json']);
    const { bundleServer } = await import('./bundle.mjs');
    await bundleServer();
  }
  const spaIndex = path.join(path.resolve(process.env.SPA_DIR ?? 'dist'), 'index.html');
  if (isStale(spaIndex, SPA_SOURCES))
    build('the web app', 'webpack/bin/webpack.js', ['--mode', 'production']);
}

await import(pathToFileURL(SERVER_ENTRY).href);
