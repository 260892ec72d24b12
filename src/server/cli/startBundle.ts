/**
 * What `npm start` runs: the server bundle beside this file (cli/bundle.mjs), compiled with the V8 code cache
 * of its last start (docs/architecture.md#the-server-bundle). Parsing and compiling the bundle's 3 MB is the
 * largest single cost of a cold start; with the cache V8 skips it, and the functions the last start compiled
 * come ready too. The cache is written two seconds after a start that had none (or had one V8 refused), or
 * as it exits if sooner, to a file named by the bundle's size and time, so a rebuilt bundle never meets an
 * old cache (the build removes old ones). Where the folder is read-only the server runs without a cache. Node 22 and newer have the same
 * idea built in for every module (module.enableCompileCache); this covers Node 20 alike.
 */
import fs from 'node:fs';
import Module from 'node:module';
import path from 'node:path';
import vm from 'node:vm';

const BUNDLE = path.join(__dirname, 'start.bundle.js');
/** Long enough for the start's own functions to be compiled, and for the first requests. */
const CACHE_AFTER_MS = 2000;

function readCache(file: string): Buffer | undefined {
  try {
    return fs.readFileSync(file);
  } catch {
    return undefined;
  }
}

function writeCache(file: string, data: Buffer): void {
  const partial = `${file}.${process.pid}.partial`;
  try {
    fs.writeFileSync(partial, data);
    // Atomic: instances started together never read half a file.
    fs.renameSync(partial, file);
  } catch {
    fs.rmSync(partial, { force: true });
  }
}

const stat = fs.statSync(BUNDLE);
const cacheFile = `${BUNDLE}.${stat.size}-${Math.round(stat.mtimeMs)}.v8cache`;
const cachedData = readCache(cacheFile);
const script = new vm.Script(Module.wrap(fs.readFileSync(BUNDLE, 'utf8')), {
  filename: BUNDLE,
  cachedData,
  // The bundle's dynamic imports (packages loaded when configured) go through Node's own loader.
  importModuleDynamically: vm.constants.USE_MAIN_CONTEXT_DEFAULT_LOADER,
});
const bundle = new Module(BUNDLE, module);
bundle.filename = BUNDLE;
bundle.paths = (Module as unknown as { _nodeModulePaths(dir: string): string[] })._nodeModulePaths(
  __dirname,
);
(script.runInThisContext() as (...args: unknown[]) => void).call(
  bundle.exports,
  bundle.exports,
  Module.createRequire(BUNDLE),
  bundle,
  BUNDLE,
  __dirname,
);
bundle.loaded = true;
if (!cachedData || script.cachedDataRejected) {
  let written = false;
  const keep = () => {
    if (written) return;
    written = true;
    writeCache(cacheFile, script.createCachedData());
  };
  setTimeout(keep, CACHE_AFTER_MS).unref();
  // A server stopped sooner (a test, a quick restart) leaves one too.
  process.once('exit', keep);
}
