/**
 * The Node versions the project supports (docs/operations.md#node-versions): 22, 24, and 20 while this
 * machine runs it. `engines` says so, and every package of the lockfile accepts the oldest release of each
 * supported line, but for the few, named here, that declare Node 22 and still run on 20 (this suite runs on
 * 20), and better-sqlite3 13, which is only loaded on 22 and newer (src/server/db/sqliteDriver.ts). A new
 * dependency that needs a newer Node fails here before it fails an installation.
 */
import fs from 'node:fs';
import path from 'node:path';
import { satisfies } from 'semver';

const root = path.resolve(__dirname, '../..');
const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as {
  engines: { node: string };
};
const lock = JSON.parse(fs.readFileSync(path.join(root, 'package-lock.json'), 'utf8')) as {
  packages: Record<
    string,
    { engines?: { node?: string } | string[]; optional?: boolean; os?: string[] }
  >;
};

/** The oldest release of each supported line. */
const OLDEST = { 20: '20.19.0', 22: '22.15.0', 24: '24.0.0' };
/** Declare Node 22 or newer, run on Node 20 all the same. */
const RUN_ON_20_ANYWAY = [
  'node_modules/content-disposition',
  'node_modules/cookie',
  'node_modules/rechoir',
];
/** Declare Node 22 or newer and are never loaded on 20. */
const NOT_LOADED_ON_20 = ['node_modules/better-sqlite3-napi'];

/** The lockfile's packages whose `engines.node` refuses this version (other operating systems left out). */
function refusing(version: string): string[] {
  return Object.entries(lock.packages)
    .filter(([name, entry]) => {
      const wanted = !Array.isArray(entry.engines) ? entry.engines?.node : undefined;
      if (!name || !wanted) return false;
      if (entry.optional && entry.os && !entry.os.includes('linux')) return false;
      return !satisfies(version, wanted);
    })
    .map(([name]) => name);
}

describe('supported Node versions', () => {
  it('engines accepts Node 20.19+, 22.15+ and 24+, and refuses the rest', () => {
    const engines = pkg.engines.node;
    for (const version of [
      '20.19.0',
      '20.20.2',
      '22.15.0',
      '22.22.0',
      '24.0.0',
      '24.18.1',
      '24.21.0',
    ])
      expect([version, satisfies(version, engines)]).toEqual([version, true]);
    for (const version of ['18.20.8', '20.18.3', '21.7.3', '22.14.0', '23.11.1'])
      expect([version, satisfies(version, engines)]).toEqual([version, false]);
  });

  it('the Node running the suite is one engines accepts', () => {
    expect(satisfies(process.versions.node, pkg.engines.node)).toBe(true);
  });

  it('every dependency accepts the oldest 22 and 24 releases', () => {
    expect(refusing(OLDEST[22])).toEqual([]);
    expect(refusing(OLDEST[24])).toEqual([]);
  });

  it('on Node 20, only the known few declare a newer Node', () => {
    expect(refusing(OLDEST[20]).sort()).toEqual([...RUN_ON_20_ANYWAY, ...NOT_LOADED_ON_20].sort());
  });
});
