/**
 * `npm run bench:web`: how fast the built app is over a throttled network, beside the budgets of
 * docs/performance.md#lighthouse.
 * A benchmark, not a test: it prints, and exits 0 whatever the figures (it fails only if it cannot run).
 *
 * - The compiled server's cold start to a served /login on an existing database (median of 5) and its idle
 *   resident memory.
 * - Lighthouse 12 (Debian's Chromium, simulated throttling) on /login, mobile and desktop, and logged in on
 *   a list (/projects), a form (/projects/:id) and the dashboard (/), desktop: the median of 3 runs of the
 *   performance score, LCP, TBT and CLS; each run in a fresh browser with an empty cache.
 *
 * Run `npm run build` first. Options: `--runs N` (3), `--starts N` (5), `--save DIR` (keep the reports),
 * `--only TEXT` (only the pages whose path or device contains it).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { launch } from 'chrome-launcher';
import { parseArgs } from '../../src/server/cli/args';
import {
  CHROMIUM,
  CHROMIUM_ARGS,
  firstId,
  logIn,
  residentMb,
  startBuiltServer,
  tempDataDir,
  type BuiltServer,
  type Session,
} from '../support/builtServer';

const PORT = Number(process.env.BENCH_WEB_PORT ?? 3246);
const args = parseArgs(process.argv.slice(2));
const RUNS = Number(args.runs ?? 3);
const STARTS = Number(args.starts ?? 5);
/** `--save DIR` keeps each run's Lighthouse report (JSON) for a closer look. */
const SAVE_DIR = args.save;
/** `--only TEXT` audits only the pages whose path or device contains TEXT (e.g. `mobile`, `/projects`). */
const ONLY = args.only;
const CLS_BUDGET = 0.01;
/** docs/performance.md: a served /login within 500 ms of starting on an existing database. */
const COLD_START_BUDGET_MS = 500;

interface Target {
  page: string;
  path: string;
  formFactor: 'mobile' | 'desktop';
  loggedIn: boolean;
  budget: number;
}

interface Run {
  score: number;
  lcp: number;
  tbt: number;
  cls: number;
}

const median = (values: number[]) => {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
};

/**
 * Cold starts of the compiled server on the (already migrated and seeded) database; the last keeps running.
 */
async function coldStarts(dataDir: string): Promise<{ server: BuiltServer; startMs: number[] }> {
  const startMs: number[] = [];
  for (let i = 1; ; i += 1) {
    const server = await startBuiltServer({ port: PORT, dataDir });
    startMs.push(server.readyMs);
    if (i >= STARTS) return { server, startMs };
    await server.stop();
  }
}

/** Puts the session in the fresh browser's localStorage, then empties its cache for a first visit. */
async function logInBrowser(port: number, url: string, session: Session): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  const context = browser.contexts()[0];
  if (!context) throw new Error('Chromium has no default context');
  const page = await context.newPage();
  await page.goto(`${url}/favicon.svg`);
  await page.evaluate((entries) => {
    for (const { name, value } of entries) localStorage.setItem(name, value);
  }, session.storage);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  await page.close();
  await browser.close();
}

async function lighthouseRun(url: string, target: Target, session: Session): Promise<Run> {
  const { default: lighthouse, desktopConfig } = await import('lighthouse');
  const chrome = await launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
  });
  try {
    if (target.loggedIn) await logInBrowser(chrome.port, url, session);
    const result = await lighthouse(
      url + target.path,
      {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
        // Keeps the session just stored; the cache was emptied by hand.
        disableStorageReset: target.loggedIn,
      },
      target.formFactor === 'desktop' ? desktopConfig : undefined,
    );
    if (!result) throw new Error('Lighthouse returned no result');
    if (result.lhr.runtimeError) console.warn(`${target.path}: ${result.lhr.runtimeError.message}`);
    if (SAVE_DIR) {
      const name = `${target.formFactor}${target.path.replace(/\W+/g, '_')}-${Date.now()}.json`;
      fs.writeFileSync(path.join(SAVE_DIR, name), JSON.stringify(result.lhr));
    }
    const { categories, audits } = result.lhr;
    const value = (id: string) => audits[id]?.numericValue ?? NaN;
    return {
      score: (categories.performance?.score ?? NaN) * 100,
      lcp: value('largest-contentful-paint'),
      tbt: value('total-blocking-time'),
      cls: value('cumulative-layout-shift'),
    };
  } finally {
    chrome.kill();
  }
}

async function main(): Promise<void> {
  const dataDir = tempDataDir();
  console.log(
    `load average at start: ${os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}`,
  );
  console.log('Seeding the demo content on a fresh database (first start)…');
  const seeding = await startBuiltServer({ port: PORT, dataDir, seedDemo: true });
  await seeding.stop();

  const { server, startMs } = await coldStarts(dataDir);
  try {
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const idleRss = residentMb(server.pid);
    const session = await logIn(server.url);
    const project = await firstId(session, '/projects');
    const targets: Target[] = [
      { page: '/login', path: '/login', formFactor: 'mobile', loggedIn: false, budget: 95 },
      { page: '/login', path: '/login', formFactor: 'desktop', loggedIn: false, budget: 100 },
      { page: '/projects', path: '/projects', formFactor: 'desktop', loggedIn: true, budget: 95 },
      {
        page: '/projects/:id',
        path: `/projects/${project}`,
        formFactor: 'desktop',
        loggedIn: true,
        budget: 95,
      },
      { page: '/ (dashboard)', path: '/', formFactor: 'desktop', loggedIn: true, budget: 95 },
    ];
    const rows = [];
    const chosen = targets.filter(
      (target) => !ONLY || `${target.page} ${target.formFactor}`.includes(ONLY),
    );
    for (const target of chosen) {
      const runs: Run[] = [];
      for (let i = 0; i < RUNS; i += 1) {
        // A run Lighthouse could not complete (a busy machine) is tried once more.
        let run = await lighthouseRun(server.url, target, session);
        if (!Number.isFinite(run.score)) run = await lighthouseRun(server.url, target, session);
        runs.push(run);
      }
      const score = median(runs.map((run) => run.score));
      const cls = median(runs.map((run) => run.cls));
      rows.push({
        page: target.page,
        device: target.formFactor,
        score: Math.round(score),
        'score budget': `≥ ${target.budget}`,
        'LCP ms': Math.round(median(runs.map((run) => run.lcp))),
        'TBT ms': Math.round(median(runs.map((run) => run.tbt))),
        CLS: cls.toFixed(3),
        'CLS budget': `≤ ${CLS_BUDGET}`,
        ok: score >= target.budget && cls <= CLS_BUDGET ? 'yes' : 'NO',
        runs: runs.map((run) => Math.round(run.score)).join(' '),
      });
    }
    console.log(`\nLighthouse (median of ${RUNS} runs):`);
    console.table(rows);
    const start = median(startMs);
    console.log(
      `cold start to a served /login (compiled server, existing database, median of ${STARTS}): ` +
        `${Math.round(start)} ms (budget ≤ ${COLD_START_BUDGET_MS} ms on a quiet machine: ` +
        `${start <= COLD_START_BUDGET_MS ? 'yes' : 'NO'}); ` +
        `runs ${startMs.map(Math.round).join(' ')}`,
    );
    console.log(`idle resident memory of the server: ${idleRss.toFixed(0)} MB`);
    console.log(
      `load average at end: ${os
        .loadavg()
        .map((n) => n.toFixed(2))
        .join(' ')}`,
    );
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
