/**
 * `npm run restore -- DIR`: puts a backup of `npm run backup` back into DATA_DIR, after checking every file
 * against its manifest; refuses while any process has the database open, and keeps the replaced files in
 * DATA_DIR/before-restore-<time>/ (docs/operations.md#restore).
 * Exit codes: 0 done, 1 refused or failed, 2 wrong arguments.
 */
import { runRestore } from '../backup/restore';
import { loadConfig } from '../config';
import { parseCommandLine } from './args';
import { runCommand } from './runCommand';

const USAGE = 'Usage: npm run restore -- DIR';

async function main(): Promise<number> {
  let dir: string | undefined;
  try {
    const { options, words } = parseCommandLine(process.argv.slice(2));
    const unknown = Object.keys(options);
    if (unknown.length > 0) throw new Error(`Unexpected argument --${unknown[0]}`);
    if (words.length > 1) throw new Error(`Unexpected argument ${words[1]}`);
    dir = words[0];
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  if (!dir) {
    console.error(`The backup folder is required.\n${USAGE}`);
    return 2;
  }
  await runRestore(loadConfig(), { dir, log: (line) => console.log(line) });
  return 0;
}

runCommand(main);
