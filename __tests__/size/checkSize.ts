/**
 * `npm run size`: what a real browser downloads to render each route the first time — the encoded bytes
 * over the wire of every script and stylesheet, compressed as the server sends them — against the budgets
 * (docs/performance.md#browser-downloads): /login ≤ 200 kB, every other page ≤ 330 kB. Chromium (Playwright)
 * loads each route in a fresh context (empty cache) from the built server on a temporary database with the
 * demo content, logged in for the private routes, and waits until the network is idle, so whatever loads
 * without a click counts. Prefetches (a likely next page's chunks, fetched at idle priority) are listed but
 * not counted, unless the page itself needs the file. Run `npm run build` first.
 */
import fs from 'node:fs';
import { chromium, type Browser, type Request } from '@playwright/test';
import { SEO_PAGES } from '../../src/shared/seo/rules';
import {
  CHROMIUM,
  CHROMIUM_ARGS,
  firstId,
  logIn,
  startBuiltServer,
  tempDataDir,
  type Session,
} from '../support/builtServer';

const KB = 1000;
const PORT = Number(process.env.SIZE_PORT ?? 3245);
const LOGIN_BUDGET_KB = 200;
const PAGE_BUDGET_KB = 330;

interface RouteCheck {
  route: string;
  path: string;
  private: boolean;
}

async function routes(session: Session): Promise<RouteCheck[]> {
  const open = (route: string, path = route) => ({ route, path, private: false });
  const priv = (route: string, path = route) => ({ route, path, private: true });
  const lead = await firstId(session, '/forms/contact');
  return [
    open('/login'),
    open('/forgot-password'),
    open('/reset-password', '/reset-password#token=measure'),
    open('/accept-invitation', '/accept-invitation#token=measure'),
    priv('/'),
    priv('(unknown route)', '/no-such-page'),
    priv('/profile'),
    priv('/home-page/assets'),
    priv('/developers'),
    priv('/developers/:id', `/developers/${await firstId(session, '/developers')}`),
    priv('/developers/add'),
    priv('/projects'),
    priv('/projects/:id', `/projects/${await firstId(session, '/projects')}`),
    priv('/projects/add'),
    priv('/our-team'),
    priv('/our-team/:id', `/our-team/${await firstId(session, '/team-members')}`),
    priv('/meta'),
    priv('/meta/:page', `/meta/${SEO_PAGES[0]}`),
    priv('/contact-forms (each lead list)', '/contact-forms'),
    priv('/contact-forms/:id (a lead)', `/contact-forms/${lead}`),
    priv('/users'),
    priv('/users/:id', `/users/${await firstId(session, '/users')}`),
    priv('/users/add'),
    priv('/audit'),
    priv('/mail-queue'),
    priv('/auto-acknowledgement'),
    priv('/speed-to-lead'),
    priv('/lead-routing'),
  ];
}

interface Downloaded {
  bytes: number;
  files: number;
  prefetchedBytes: number;
}

const isScriptOrStyle = (request: Request) =>
  ['script', 'stylesheet'].includes(request.resourceType()) ||
  /\.(js|css)(\?|$)/.test(request.url());

async function measure(
  browser: Browser,
  url: string,
  check: RouteCheck,
  session: Session,
): Promise<Downloaded> {
  const context = await browser.newContext({
    storageState: {
      cookies: [],
      origins: check.private ? [{ origin: url, localStorage: session.storage }] : [],
    },
  });
  // The live updates' stream never ends, so the network would never be idle: answer it as away (the panel
  // then polls); it loads no script or stylesheet either way.
  await context.route('**/api/admin/events', (route) =>
    route.fulfill({ status: 503, contentType: 'application/json', body: '{"message":"away"}' }),
  );
  const page = await context.newPage();
  const counted: Promise<{ url: string; bytes: number; prefetch: boolean }>[] = [];
  page.on('requestfinished', (request) => {
    if (!isScriptOrStyle(request)) return;
    counted.push(
      Promise.all([request.sizes(), request.allHeaders()]).then(
        ([sizes, headers]) => ({
          url: request.url(),
          bytes: sizes.responseBodySize,
          prefetch: /prefetch/.test(headers['sec-purpose'] ?? headers.purpose ?? ''),
        }),
        // A file finishing after the measurement, once the context is closed: not counted, never a crash.
        () => ({ url: request.url(), bytes: 0, prefetch: true }),
      ),
    );
  });
  await page.goto(url + check.path, { waitUntil: 'networkidle' });
  // Rendered: the loading screen is gone and the page (or the login form) shows.
  await page.locator('.app-loading').waitFor({ state: 'detached' });
  const requests = await Promise.all(counted);
  await context.close();
  // A file the page needs counts, even when a prefetch brought it (the page's own request then comes from
  // the cache, with no bytes on the wire); a file only prefetched does not.
  const needed = new Set(requests.filter((r) => !r.prefetch).map((r) => r.url));
  const bytesOf = new Map<string, number>();
  for (const { url: file, bytes } of requests)
    bytesOf.set(file, Math.max(bytesOf.get(file) ?? 0, bytes));
  const sum = (files: string[]) =>
    files.reduce((total, file) => total + (bytesOf.get(file) ?? 0), 0);
  const prefetchedOnly = [...bytesOf.keys()].filter((file) => !needed.has(file));
  return { bytes: sum([...needed]), files: needed.size, prefetchedBytes: sum(prefetchedOnly) };
}

async function main(): Promise<number> {
  const dataDir = tempDataDir();
  const server = await startBuiltServer({ port: PORT, dataDir, seedDemo: true });
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  try {
    const session = await logIn(server.url);
    let failures = 0;
    const rows = [];
    for (const check of await routes(session)) {
      const budgetKb = check.route === '/login' ? LOGIN_BUDGET_KB : PAGE_BUDGET_KB;
      const { bytes, files, prefetchedBytes } = await measure(browser, server.url, check, session);
      const ok = bytes / KB <= budgetKb;
      if (!ok) failures += 1;
      rows.push({
        route: check.route,
        'kB over the wire': (bytes / KB).toFixed(1),
        'budget kB': budgetKb,
        files,
        'prefetched kB': (prefetchedBytes / KB).toFixed(1),
        ok: ok ? 'yes' : 'OVER',
      });
    }
    console.table(rows);
    console.log(failures ? `size: ${failures} route(s) over budget` : 'size: within budget');
    return failures ? 1 : 0;
  } finally {
    await browser.close();
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().then(
  (code) => (process.exitCode = code),
  (error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  },
);
