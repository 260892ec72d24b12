/**
 * Browser tests: Debian's Chromium (no browser download) against `npm start` on a fresh temporary database.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './e2eEnv';
import { TEST_CHROMIUM } from '../support/builtServer';

const port = Number(process.env.E2E_PORT ?? 3210);

// A fresh data directory per run: each server migrates its own and creates the admin on start.
const dataDir = process.env.E2E_DATA_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), 'realty-e2e-'));
process.env.E2E_DATA_DIR = dataDir; // workers re-evaluate this file: keep one directory for the run

/**
 * Two lanes, each with its own server and database, run side by side (one worker each), so neither sees
 * the other's records: the lead desk's flows count leads, badges and mail from a fresh database, and the
 * rest (content, accounts, the shell, the fleet) would change those counts under them. Within a lane the
 * files run one after another, in name order, as the whole suite did before.
 */
const DESK = [
  'desk',
  'deskFlow',
  'leads',
  'lists',
  'live',
  'mail',
  'polish',
  'roles',
  'routing',
  'seoTitleRules',
  'speed',
];
const specs = (names: string[]) => names.map((name) => `**/${name}.spec.ts`);
// The accessibility walk makes and removes its own records on its lane's server: it runs with the desk,
// whose flows are shorter, to even the lanes.
const WITH_THE_DESK = ['a11y', ...DESK];
const lanes = [
  { name: 'desk', port, files: specs(WITH_THE_DESK), ignore: [] as string[] },
  { name: 'site', port: port + 1, files: ['**/*.spec.ts'], ignore: specs(WITH_THE_DESK) },
].map((lane) => ({ ...lane, dataDir: path.join(dataDir, lane.name) }));

const serverEnv = (lane: (typeof lanes)[number]) => ({
  PORT: String(lane.port),
  HOST: '127.0.0.1',
  DATA_DIR: lane.dataDir,
  DATABASE_URL: '',
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  SEED_DEMO: 'false',
  // Every flow logs in from 127.0.0.1: more than one person's budget of attempts in 15 minutes.
  LOGIN_IP_LIMIT: '1000',
  // Likewise the website forms the flows post (the fleet suite tests the limit on its own instances).
  INTAKE_RATE_LIMIT: '1000',
  LOG_LEVEL: 'warn',
});

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: path.resolve(__dirname, '../../test-results'),
  fullyParallel: false,
  workers: lanes.length,
  retries: process.env.CI ? 1 : 0,
  reporter: 'list',
  timeout: 60_000,
  // A page change on a busy two-core CI machine (load 9–12, both lanes, the build's other steps) took up to
  // 14 s from a login to the home page's heading: the wait is for the same condition, only longer.
  expect: { timeout: 20_000 },
  use: {
    // Recording a trace (screenshots of every step) costs about 40 % more CPU per flow, which on two cores
    // slowed every other flow: a failure records it on its retry.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    // The app honours a system's reduced motion (docs/product.md#accessibility): no dialog zooming in under a
    // click, no drawer sliding while its contents are read, and less painting on two shared cores.
    reducedMotion: 'reduce',
    launchOptions: {
      executablePath: TEST_CHROMIUM,
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
  projects: lanes.map((lane) => ({
    name: lane.name,
    testMatch: lane.files,
    testIgnore: lane.ignore,
    workers: 1,
    use: { baseURL: `http://127.0.0.1:${lane.port}` },
    // Read by the flows through e2eServer() (./e2eEnv.ts): the CLI and the outbox use the lane's folder.
    metadata: { port: lane.port, dataDir: lane.dataDir },
  })),
  webServer: lanes.map((lane) => ({
    command: 'npm start',
    cwd: path.resolve(__dirname, '../..'),
    url: `http://127.0.0.1:${lane.port}/login`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'pipe' as const,
    env: serverEnv(lane),
  })),
});
