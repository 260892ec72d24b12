/**
 * The SQLite driver for the Node that runs us (docs/operations.md#node-versions):
 * - Node 22 and newer: better-sqlite3 13, a Node-API addon (installed as `better-sqlite3-napi`). Version 12
 *   aborts the process on Node 24.19 and newer when the garbage collector frees a statement.
 * - Node 20: better-sqlite3 12; 13 does not run on it (it crashes on load).
 * Both have the same API; the types are 12's. Every connection of the server, its workers and the rate-limit
 * store opens through this module.
 */
import type BetterSqlite3 from 'better-sqlite3';

type Driver = typeof BetterSqlite3;

/** The package name of the driver for a Node version ("22.15.0"). */
export function sqliteDriverPackage(nodeVersion: string): 'better-sqlite3' | 'better-sqlite3-napi' {
  return Number(nodeVersion.split('.')[0]) >= 22 ? 'better-sqlite3-napi' : 'better-sqlite3';
}

// eslint-disable-next-line @typescript-eslint/no-require-imports -- chosen at run time by the Node version
const SQLite = require(sqliteDriverPackage(process.versions.node)) as Driver;

// eslint-disable-next-line @typescript-eslint/no-namespace -- the types beside the value, as better-sqlite3 has them
declare namespace SQLite {
  export type Database = BetterSqlite3.Database;
  export type Statement = BetterSqlite3.Statement;
}

export default SQLite;
