/**
 * `npm run db:seed [-- --leads N]`: fills an empty database with the demo content; on a database that already
 * has content, `--leads N` adds N more demo leads (a large set for benchmarks) and nothing else.
 */
import { loadConfig } from '../config';
import { createDb } from '../db/connect';
import { migrateToLatest } from '../db/migrate';
import { runSeed } from '../seed/runSeed';
import { parseArgs } from './args';

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  const leads = args.leads === undefined ? undefined : Number(args.leads);
  if (leads !== undefined && !(Number.isInteger(leads) && leads >= 0))
    throw new Error('--leads takes a whole number, e.g. --leads 100000');
  const config = loadConfig();
  const db = createDb(config);
  try {
    await migrateToLatest(db);
    const started = Date.now();
    const outcome = await runSeed(db, config, { leads, log: (message) => console.log(message) });
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    if (outcome === 'skipped')
      console.log('The database already has content; nothing seeded (use --leads N to add leads).');
    else
      console.log(`Demo data ${outcome === 'seeded' ? 'seeded' : 'leads added'} in ${seconds} s.`);
  } finally {
    await db.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
