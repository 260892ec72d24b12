/**
 * PostgreSQL's own tools for a backup (docs/operations.md#postgresql): the exact `pg_dump` and
 * `pg_restore` commands for DATABASE_URL, shown without its password (which goes in PGPASSWORD or
 * ~/.pgpass), and pg_dump run when it is on PATH.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/** The connection URL without its password, and the password. */
export function splitPassword(url: string): { url: string; password: string | null } {
  const parsed = new URL(url);
  const password = parsed.password === '' ? null : decodeURIComponent(parsed.password);
  parsed.password = '';
  return { url: parsed.toString(), password };
}

/** A word for a POSIX shell. */
export function shellQuote(word: string): string {
  return /^[\w@%+=:,./-]+$/.test(word) ? word : `'${word.replace(/'/g, `'\\''`)}'`;
}

export function pgDumpArgs(url: string, file: string, snapshot?: string): string[] {
  return [
    '--format=custom',
    `--file=${file}`,
    ...(snapshot ? [`--snapshot=${snapshot}`] : []),
    `--dbname=${splitPassword(url).url}`,
  ];
}

/** The restore of a dump into DATABASE_URL, as a command line to show. */
export function pgRestoreCommand(url: string, file: string): string {
  const words = [
    'pg_restore',
    '--clean',
    '--if-exists',
    '--no-owner',
    `--dbname=${splitPassword(url).url}`,
    file,
  ];
  return words.map(shellQuote).join(' ');
}

export function commandLine(command: string, args: string[]): string {
  return [command, ...args].map(shellQuote).join(' ');
}

/** The full path of `command` on PATH, or null. */
export function findOnPath(command: string, pathVariable = process.env.PATH ?? ''): string | null {
  for (const dir of pathVariable.split(path.delimiter)) {
    if (dir === '') continue;
    const candidate = path.join(dir, command);
    try {
      fs.accessSync(candidate, fs.constants.X_OK);
      if (fs.statSync(candidate).isFile()) return candidate;
    } catch {
      // not here
    }
  }
  return null;
}

/** Runs pg_dump; its messages go to our standard error. Rejects with its exit code. */
export function runPgDump(binary: string, url: string, args: string[]): Promise<void> {
  const { password } = splitPassword(url);
  const child = spawn(binary, args, {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, ...(password === null ? {} : { PGPASSWORD: password }) },
  });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`pg_dump failed (exit code ${code ?? signal}).`)),
    );
  });
}
