/**
 * The server's entry: prepare the installation (startup.ts), and serve everything on one port. `npm start` runs
 * it compiled (cli/launch.mjs builds it and the web app first when needed); `npm run dev` runs it with tsx.
 */
import { buildApp } from '../app';
import type { EnsureAdminResult } from '../bootstrap';
import { loadConfig } from '../config';
import { listen } from '../server';
import { prepareInstallation } from '../startup';

function loginHint({ email, created, generatedPassword }: EnsureAdminResult): string {
  if (generatedPassword) {
    return `Log in as ${email} with password ${generatedPassword}\n(This password is shown only once.)\n`;
  }
  if (created) return `Log in as ${email} with the password given in ADMIN_PASSWORD\n`;
  return 'Log in with your administrator account (npm run user:create adds another)\n';
}

async function main(): Promise<void> {
  const config = loadConfig();
  const app = await buildApp(config);
  const { admin, seed } = await prepareInstallation(app.db, config, {
    mediaStore: app.mediaStore,
    log: app.log,
  });
  if (seed === 'seeded') console.log('Demo content added (SEED_DEMO=false skips it).');
  await listen(app, config);

  const host = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  console.log(`\nRealty Admin is running at http://${host}:${config.port}`);
  console.log(loginHint(admin));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
