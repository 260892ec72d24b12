/** `npm start`: build the SPA if needed, migrate, make sure an admin exists, and serve everything on one port. */
import { buildApp } from '../app';
import { ensureAdmin } from '../bootstrap';
import { loadConfig } from '../config';
import { migrateToLatest } from '../db/migrate';
import { listen } from '../server';
import { buildSpa, spaIsStale } from './buildSpa';

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
  await listen(app, config);

  const host = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  console.log(`\nRealty Admin is running at http://${host}:${config.port}`);
  console.log(
    admin.generatedPassword
      ? `Log in as ${admin.email} with password ${admin.generatedPassword}\n(This password is shown only once.)\n`
      : `Log in as ${admin.email} (password set earlier)\n`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
