#!/usr/bin/env bash
# Smoke run on Node 24 (docs/operations.md#node-versions): the app installed and started on a Node line other
# than the machine's, taken from the npm registry's `node` package, without touching the machine's own Node.
#
#   1. Node 24 from the registry's `node` package (it brings `node-<os>-<arch>`: the binary and the C headers)
#      into a cache folder, reused by later runs (SMOKE_CACHE, default ~/.cache/realty-admin).
#   2. A copy of the project (the files git knows, plus the built dist/ and dist-server/ of `npm run build`)
#      in a temporary folder; `npm ci --omit=dev --ignore-scripts` there with Node 24 first on PATH. Nothing
#      needs compiling: on Node 22 and newer the app's SQLite driver is better-sqlite3 13, whose package
#      carries its Node-API binaries (src/server/db/sqliteDriver.ts); only esbuild's own binary is linked.
#   3. __tests__/smoke/smokeRun.mjs on Node 24: npm start's launcher on a fresh SQLite database, log in
#      through the API, a public lead, the lead in the admin list, stop.
#
# Only this script's own processes see Node 24 (PATH is changed here, for its children). Needs `npm run build`
# first. SMOKE_NODE=22.15.0 (or another version of 22 or newer) runs the same on another Node.
set -euo pipefail

root=$(cd "$(dirname "$0")/../.." && pwd)
# 24.21.0: the newest 24 of the registry when this was written; from 24.19 on, better-sqlite3 12 aborts
# (docs/operations.md#node-versions), which this run would catch.
line=${SMOKE_NODE:-24.21.0}
if [[ ${line%%.*} -lt 22 ]]; then
  echo "smoke: Node $line: the smoke run is for Node 22 and newer (the suite itself runs on the machine's Node)." >&2
  exit 1
fi
cache=${SMOKE_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/realty-admin}/node$line
began=$SECONDS
phase() { echo "smoke: [$((SECONDS - began)) s] $*"; }

for built in dist-server/server/cli/startBundle.js dist-server/server/cli/start.bundle.js dist/index.html; do
  if [[ ! -f "$root/$built" ]]; then
    echo "smoke: $built is missing: run \`npm run build\` first." >&2
    exit 1
  fi
done

# 1. Node from the registry, cached.
node_bin="$cache/node_modules/node/bin/node"
if ! "$node_bin" --version 2>/dev/null | grep -Eq "^v${line//./\\.}(\.|$)"; then
  phase "installing node@$line from the npm registry into $cache"
  rm -rf "$cache"
  mkdir -p "$cache"
  # The `node` package's preinstall fetches node-<os>-<arch> of the same version (also from the registry).
  printf '{ "private": true, "allowScripts": { "node": true } }\n' >"$cache/package.json"
  (cd "$cache" && npm install --no-audit --no-fund --no-package-lock --loglevel=error "node@$line")
fi
version=$("$node_bin" --version)
mkdir -p "$cache/bin"
ln -sf "$node_bin" "$cache/bin/node"
phase "Node $version at $node_bin"

# 2. A copy of the project, installed on that Node.
work=$(mktemp -d "${TMPDIR:-/tmp}/realty-node$line.XXXXXX")
# Removing the installed copy takes a while on a busy disk: it goes on in the background, not in the step's time.
cleanup() { (rm -rf "$work" </dev/null >/dev/null 2>&1 &); }
trap cleanup EXIT
(cd "$root" && git ls-files -z --cached --others --exclude-standard |
  tar --null --ignore-failed-read --warning=no-failed-read -T - -cf - 2>/dev/null) | tar -x -C "$work"
cp -a "$root/dist" "$root/dist-server" "$work/"

export PATH="$cache/bin:$PATH"
[[ $(node --version) == "$version" ]] || {
  echo "smoke: node on PATH is $(node --version), not $version" >&2
  exit 1
}

cd "$work"
phase "npm ci --omit=dev --ignore-scripts on $version"
npm ci --omit=dev --no-audit --no-fund --loglevel=error --ignore-scripts
npm rebuild esbuild --loglevel=error
# The driver the app loads on this Node, and statements freed by the garbage collector between event-loop
# turns: what aborts with better-sqlite3 12 on Node 24.19 and newer; a few seconds.
node -e "
const driver = require('./dist-server/server/db/sqliteDriver.js');
const SQLite = driver.default;
const db = new SQLite(':memory:');
const { v } = db.prepare('select sqlite_version() as v').get();
console.log('smoke: ' + driver.sqliteDriverPackage(process.versions.node) + ' ' +
  require(driver.sqliteDriverPackage(process.versions.node) + '/package.json').version + ' on ' +
  process.version + ', SQLite ' + v);
(async () => {
  for (let turn = 0; turn < 150; turn++) {
    for (let i = 0; i < 3000; i++) db.prepare('select ' + i).get();
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  console.log('smoke: 450 000 statements freed by the garbage collector on ' + process.version);
})();
"
phase "installed"

# 3. The app on that Node. The copy has no dev dependencies to build with: the launcher runs the build it was
# given (SKIP_BUILD=1, as in the Dockerfile's image).
export SKIP_BUILD=1
node __tests__/smoke/smokeRun.mjs ${SMOKE_PORT:+--port "$SMOKE_PORT"}
phase "done on Node $version"
