/**
 * `npm run backup -- --out DIR [--force]`: a backup of this installation, taken while it serves — a
 * consistent snapshot of the SQLite database and the media files it names, or pg_dump on PostgreSQL — with
 * a manifest (docs/operations.md#backups). Refuses a folder that is not empty unless --force.
 * Exit codes: 0 done, 1 refused or failed, 2 wrong arguments.
 */
import { runBackup } from '../backup/backup';
import { loadConfig } from '../config';
import { parseCommandLine } from './args';
import { runCommand } from './runCommand';

const USAGE = 'Usage: npm run backup -- --out DIR [--force]';

async function main(): Promise<number> {
  let out: string | undefined;
  let force = false;
  try {
    const { options, switches, words } = parseCommandLine(process.argv.slice(2), ['force']);
    const unknown = Object.keys(options).filter((name) => name !== 'out');
    if (words.length > 0 || unknown.length > 0)
      throw new Error(
        `Unexpected argument ${[...words, ...unknown.map((name) => `--${name}`)][0]}`,
      );
    out = options.out;
    force = switches.has('force');
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  if (!out) {
    console.error(`--out DIR is required.\n${USAGE}`);
    return 2;
  }
  await runBackup(loadConfig(), { out, force, log: (line) => console.log(line) });
  return 0;
}

runCommand(main);
