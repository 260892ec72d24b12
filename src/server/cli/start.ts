/** `npm start`: build the SPA if needed, migrate, make sure an admin exists, and serve everything on one port. */
import { buildApp } from '../app';
import { ensureAdmin } from '../bootstrap';
import { loadConfig } from '../config';
import { migrateToLatest } from '../db/migrate';
import { runSeed } from '../seed/runSeed';
import { listen } from '../server';
import { buildSpa, spaIsStale } from './buildSpa';

function loginHint({
  email,
  created,
  generatedPassword,
}: Awaited<ReturnType<typeof ensureAdmin>>): string {
  if (generatedPassword) {
    return `Log in as ${email} with password ${generatedPassword}\n(This password is shown only once.)\n`;
  }
  if (created) return `Log in as ${email} with the password given in ADMIN_PASSWORD\n`;
  return 'Log in with your administrator account (npm run user:create adds another)\n';
}

async function main(): Promise<void> {
  const config = loadConfig();
  const root = process.cwd();
  if (process.env.SKIP_BUILD !== '1' && spaIsStale(root, config.spaDir)) {
    console.log('Building the web app (npx webpack --mode production)…');
    await buildSpa(root);
  }

  const app = await buildApp(config);
  await migrateToLatest(app.db);
  const admin = await ensureAdmin(app.db, config, app.log);
  if (config.seedDemo) {
    // Only an empty database is filled; SEED_DEMO=false starts empty.
    const outcome = await runSeed(app.db, config, { log: (message) => app.log.info(message) });
    if (outcome === 'seeded') console.log('Demo content added (SEED_DEMO=false skips it).');
  }
  await listen(app, config);

  const host = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  console.log(`\nRealty Admin is running at http://${host}:${config.port}`);
  console.log(loginHint(admin));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
