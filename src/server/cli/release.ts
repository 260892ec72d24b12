/**
 * `npm run release`: the start-up work of an installation — migrations, the first administrator, the demo
 * content of an empty database (SEED_DEMO) — done alone, for deployments that run a release step before
 * starting the instances (docs/operations.md#running-several-instances). Instances then find it done.
 */
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { prepareInstallation } from '../startup';

async function main(): Promise<void> {
  const config = loadConfig();
  const app = await buildApp(config, { jobs: false });
  try {
    const { admin, seed } = await prepareInstallation(app.db, config, {
      mediaStore: app.mediaStore,
      log: app.log,
    });
    if (admin.generatedPassword)
      console.log(
        `First administrator: ${admin.email}, password ${admin.generatedPassword} (shown once)`,
      );
    console.log(`Release done (demo content: ${seed}).`);
  } finally {
    await app.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
