/**
 * The SQLite driver follows the Node running us (docs/operations.md#node-versions): better-sqlite3 12 on
 * Node 20, 13 (Node-API, `better-sqlite3-napi`) on 22 and newer, where 12 aborts on 24.19+.
 */
import SQLite, { sqliteDriverPackage } from '../../../src/server/db/sqliteDriver';

describe('the SQLite driver', () => {
  it.each([
    ['20.19.0', 'better-sqlite3'],
    ['20.20.2', 'better-sqlite3'],
    ['22.15.0', 'better-sqlite3-napi'],
    ['24.18.1', 'better-sqlite3-napi'],
    ['24.21.0', 'better-sqlite3-napi'],
    ['26.0.0', 'better-sqlite3-napi'],
  ])('on Node %s is %s', (node, driver) => {
    expect(sqliteDriverPackage(node)).toBe(driver);
  });

  it('is the one for this Node, and opens a database', () => {
    const wanted = sqliteDriverPackage(process.versions.node);
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- the same module the driver loaded
    expect(SQLite).toBe(require(wanted));
    const db = new SQLite(':memory:');
    const row = db.prepare('select sqlite_version() as version').get() as { version: string };
    expect(row.version).toMatch(/^3\./);
    db.close();
  });
});
