/**
 * Browser tests: Debian's Chromium (no browser download) against `npm start` on a fresh temporary database.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './e2eEnv';

const port = Number(process.env.E2E_PORT ?? 3210);

// A fresh data directory per run: the server migrates it and creates the admin on start.
const dataDir = process.env.E2E_DATA_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), 'realty-e2e-'));
process.env.E2E_DATA_DIR = dataDir; // workers re-evaluate this file: keep one directory for the run

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: path.resolve(__dirname, '../../test-results'),
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: 'list',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium' }],
  webServer: {
    command: 'npm start',
    cwd: path.resolve(__dirname, '../..'),
    url: `http://127.0.0.1:${port}/login`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      ADMIN_EMAIL,
      ADMIN_PASSWORD,
      SEED_DEMO: 'false',
      // Every flow logs in from 127.0.0.1: more than one person's budget of attempts in 15 minutes.
      LOGIN_IP_LIMIT: '1000',
      // Likewise the website forms the flows post (the fleet suite tests the limit on its own instances).
      INTAKE_RATE_LIMIT: '1000',
      LOG_LEVEL: 'warn',
    },
  },
});
