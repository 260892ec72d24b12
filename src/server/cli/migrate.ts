/** `npm run db:migrate`: brings the configured database to the latest schema. */
import { loadConfig } from '../config';
import { createDb } from '../db/connect';
import { migrateToLatest } from '../db/migrate';

async function main(): Promise<void> {
  const config = loadConfig();
  const db = createDb(config);
  try {
    const applied = await migrateToLatest(db);
    console.log(applied.length ? `Applied: ${applied.join(', ')}` : 'Database is up to date.');
  } finally {
    await db.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
