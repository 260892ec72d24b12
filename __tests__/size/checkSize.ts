/**
 * `npm run size`: what a real browser downloads to render each page of the screen registry the first time,
 * with its data on screen — the encoded bytes over the wire of every script and stylesheet, compressed as
 * the server sends them — against the budgets (docs/performance.md#browser-downloads): /login ≤ 180 kB,
 * every other page ≤ 300 kB. Chromium (Playwright) loads each page in a fresh context (empty cache) from the
 * built server on a temporary database with the demo content, signed in for all but the guest pages. A page
 * is rendered once its own content shows (`ready` in sizeRoutes.ts: a list's first row or its empty state,
 * a form's fields…) and nothing on screen is loading (`BUSY`), and then the network has been quiet for a
 * moment (the live stream, which never ends, does not count), so chunks that the data brings in count too.
 * A page that never gets there fails the gate, with what was missing. Prefetches (a likely next page's
 * chunks, fetched at idle priority) are listed but not counted, unless the page itself needs the file. It
 * also prints how much of the JavaScript the page downloaded never ran before it was rendered (Chromium's
 * block coverage), and with SIZE_DETAIL=1 every file of every page; SIZE_ONLY=text measures only the routes
 * that contain it. Run `npm run build` first.
 */
import fs from 'node:fs';
import { chromium, type Browser, type Page, type Request } from '@playwright/test';
import { screenDef, SCREEN_IDS, type PageScreenId } from '../../src/shared/screens';
import {
  TEST_CHROMIUM,
  CHROMIUM_ARGS,
  firstId,
  logIn,
  startBuiltServer,
  tempDataDir,
  type Session,
} from '../support/builtServer';
import { BUSY, EXTRA_ROUTES, SIZE_ROUTES } from './sizeRoutes';

const KB = 1000;
const PORT = Number(process.env.SIZE_PORT ?? 3245);
const LOGIN_BUDGET_KB = 180;
/** Every page but /login (docs/performance.md#browser-downloads). */
const PAGE_BUDGET_KB = 300;
/**
 * The share of first-render JavaScript that should stay unused on /projects: printed beside the figure, an
 * aim rather than a budget (docs/performance.md#browser-downloads).
 */
const UNUSED_JS_AIM = 0.2;
/** How long the network must stay quiet, once the content shows, for the page to count as rendered. */
const QUIET_MS = 750;
/** How long a page may take to be rendered before the gate gives up on it. */
const READY_TIMEOUT_MS = Number(process.env.SIZE_READY_TIMEOUT_MS ?? 60_000);
/**
 * Pages measured at once. Each waits mostly on its quiet moment, not on the processor: three at a time halve
 * the gate's time on two cores, and every page still has its own context, cache and coverage.
 */
const SIMULTANEOUS_PAGES = Number(process.env.SIZE_SIMULTANEOUS ?? 3);
/** Requests that stay open by design and never make the network busy: the live stream. */
const NEVER_ENDS = /\/api\/admin\/events(\?|$)/;

interface RouteCheck {
  route: string;
  path: string;
  private: boolean;
  ready: string;
  deleteFirstOf?: string[];
}

async function routes(session: Session): Promise<RouteCheck[]> {
  const ids = new Map<string, number>();
  const checks: RouteCheck[] = [];
  for (const id of SCREEN_IDS) {
    const screen = screenDef(id);
    if (screen.template) continue;
    const spec = SIZE_ROUTES[id as PageScreenId];
    let path = screen.path;
    for (const [name, value] of Object.entries(spec.params ?? {})) {
      let text: string;
      if (typeof value === 'string') text = value;
      else {
        if (!ids.has(value.firstOf)) ids.set(value.firstOf, await firstId(session, value.firstOf));
        text = String(ids.get(value.firstOf));
      }
      path = path.replace(`:${name}`, encodeURIComponent(text));
    }
    checks.push({
      route: screen.path,
      path: path + (spec.suffix ?? ''),
      private: screen.access !== 'guest',
      ready: spec.ready,
      deleteFirstOf: spec.deleteFirstOf,
    });
  }
  for (const extra of EXTRA_ROUTES)
    checks.push({ route: extra.name, path: extra.path, private: true, ready: extra.ready });
  return checks;
}

interface Measured {
  bytes: number;
  files: number;
  prefetchedBytes: number;
  /** JavaScript the page downloaded (decoded characters) and the part of it that never ran. */
  jsChars: number;
  unusedJsChars: number;
  /** Per file: bytes over the wire and, for a script, its share that never ran (SIZE_DETAIL=1 prints it). */
  detail: { file: string; kB: string; 'JS unused': string }[];
}

const isScriptOrStyle = (request: Request) =>
  ['script', 'stylesheet'].includes(request.resourceType()) ||
  /\.(js|css)(\?|$)/.test(request.url());

/** Counts the requests in flight (but the live stream) and waits for a quiet moment. */
function networkWatch(page: Page) {
  const open = new Set<Request>();
  let lastChange = Date.now();
  const done = (request: Request) => {
    if (open.delete(request)) lastChange = Date.now();
  };
  page.on('request', (request) => {
    if (NEVER_ENDS.test(request.url())) return;
    open.add(request);
    lastChange = Date.now();
  });
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return {
    quiet: () => open.size === 0 && Date.now() - lastChange >= QUIET_MS,
    pending: () => [...open].map((request) => request.url()),
  };
}

/** Characters of a script that ran, from Chromium's block coverage (nested ranges override outer ones). */
function usedChars(entry: {
  source?: string;
  functions: { ranges: { startOffset: number; endOffset: number; count: number }[] }[];
}): number {
  const length = entry.source?.length ?? 0;
  const counts = new Uint8Array(length);
  const ranges = entry.functions
    .flatMap((fn) => fn.ranges)
    .sort((a, b) => a.startOffset - b.startOffset || b.endOffset - a.endOffset);
  for (const range of ranges)
    counts.fill(range.count > 0 ? 1 : 0, range.startOffset, Math.min(range.endOffset, length));
  return counts.reduce((sum, used) => sum + used, 0);
}

async function measure(
  browser: Browser,
  url: string,
  check: RouteCheck,
  session: Session,
): Promise<Measured> {
  const context = await browser.newContext({
    storageState: {
      cookies: [],
      origins: check.private ? [{ origin: url, localStorage: session.storage }] : [],
    },
  });
  try {
    const page = await context.newPage();
    const network = networkWatch(page);
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
          () => ({ url: request.url(), bytes: 0, prefetch: true }),
        ),
      );
    });
    await page.coverage.startJSCoverage({ resetOnNavigation: false });
    await page.goto(url + check.path, { waitUntil: 'commit', timeout: READY_TIMEOUT_MS });
    // Rendered: the page's content shows, nothing on it is loading, and the network has been quiet since.
    const deadline = Date.now() + READY_TIMEOUT_MS;
    let state = { content: false, busy: '' };
    for (;;) {
      state = await page.evaluate(
        ({ ready, busy }) => ({
          content: document.querySelector(ready) !== null,
          busy: document.querySelector(busy)?.className.toString() ?? '',
        }),
        { ready: check.ready, busy: BUSY },
      );
      if (state.content && !state.busy && network.quiet()) break;
      if (Date.now() > deadline)
        throw new Error(
          `${check.path} was not rendered within ${READY_TIMEOUT_MS} ms: ` +
            [
              state.content ? '' : `no \`${check.ready}\` on screen`,
              state.busy ? `still loading (\`${state.busy}\`)` : '',
              network.quiet() ? '' : `requests still open: ${network.pending().join(', ')}`,
            ]
              .filter(Boolean)
              .join('; '),
        );
      await page.waitForTimeout(100);
    }
    const coverage = await page.coverage.stopJSCoverage();
    const requests = await Promise.all(counted);
    // A file the page needs counts, even when a prefetch brought it (the page's own request then comes from
    // the cache, with no bytes on the wire); a file only prefetched does not.
    const needed = new Set(requests.filter((r) => !r.prefetch).map((r) => r.url));
    const bytesOf = new Map<string, number>();
    for (const { url: file, bytes } of requests)
      bytesOf.set(file, Math.max(bytesOf.get(file) ?? 0, bytes));
    const sum = (files: string[]) =>
      files.reduce((total, file) => total + (bytesOf.get(file) ?? 0), 0);
    const prefetchedOnly = [...bytesOf.keys()].filter((file) => !needed.has(file));
    // Each downloaded script once (a script compiled twice is listed twice).
    const scripts = new Map(
      coverage.filter((entry) => needed.has(entry.url)).map((entry) => [entry.url, entry]),
    );
    let jsChars = 0;
    let unusedJsChars = 0;
    const unusedOf = new Map<string, number>();
    for (const entry of scripts.values()) {
      const length = entry.source?.length ?? 0;
      const unused = length - usedChars(entry);
      jsChars += length;
      unusedJsChars += unused;
      unusedOf.set(entry.url, length ? unused / length : 0);
    }
    const detail = [...needed]
      .sort((a, b) => (bytesOf.get(b) ?? 0) - (bytesOf.get(a) ?? 0))
      .map((file) => ({
        file: new URL(file).pathname,
        kB: ((bytesOf.get(file) ?? 0) / KB).toFixed(1),
        'JS unused': unusedOf.has(file) ? `${((unusedOf.get(file) ?? 0) * 100).toFixed(0)} %` : '',
      }));
    return {
      bytes: sum([...needed]),
      files: needed.size,
      prefetchedBytes: sum(prefetchedOnly),
      jsChars,
      unusedJsChars,
      detail,
    };
  } finally {
    await context.close();
  }
}

/** `work` on every item, at most `limit` at once; the results in the items' order. */
async function inTurns<T, R>(
  items: T[],
  limit: number,
  work: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const lane = async () => {
    for (let index = next++; index < items.length; index = next++)
      results[index] = await work(items[index]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
  return results;
}

async function main(): Promise<number> {
  const dataDir = tempDataDir();
  const server = await startBuiltServer({ port: PORT, dataDir, seedDemo: true });
  let browser: Browser | undefined;
  try {
    browser = await chromium.launch({ executablePath: TEST_CHROMIUM, args: CHROMIUM_ARGS });
    const session = await logIn(server.url);
    const only = process.env.SIZE_ONLY;
    const failures: string[] = [];
    const aims: string[] = [];
    const checks = (await routes(session)).filter((check) => !only || check.route.includes(only));
    const measureOne = async (check: RouteCheck) => {
      const budgetKb = check.route === '/login' ? LOGIN_BUDGET_KB : PAGE_BUDGET_KB;
      let measured: Measured;
      try {
        // After every other page was measured: a deleted record is not missing elsewhere.
        for (const list of check.deleteFirstOf ?? [])
          await session.del(`${list}/${await firstId(session, list)}`);
        measured = await measure(browser!, server.url, check, session);
      } catch (error) {
        failures.push(`${check.route}: ${error instanceof Error ? error.message : String(error)}`);
        return {
          route: check.route,
          'kB over the wire': '–',
          'budget kB': budgetKb,
          ok: 'NOT RENDERED',
        };
      }
      const { bytes, files, prefetchedBytes, jsChars, unusedJsChars, detail } = measured;
      if (process.env.SIZE_DETAIL) {
        console.log(check.route);
        console.table(detail);
      }
      const unused = jsChars ? unusedJsChars / jsChars : 0;
      const overBytes = bytes / KB > budgetKb;
      if (overBytes)
        failures.push(`${check.route}: ${(bytes / KB).toFixed(1)} kB > ${budgetKb} kB`);
      if (check.route === '/projects')
        aims.push(
          `/projects: ${(unused * 100).toFixed(0)} % of its first render's JavaScript never ran (aim ≤ ${UNUSED_JS_AIM * 100} %)`,
        );
      return {
        route: check.route,
        'kB over the wire': (bytes / KB).toFixed(1),
        'budget kB': budgetKb,
        files,
        'prefetched kB': (prefetchedBytes / KB).toFixed(1),
        'JS unused': `${(unused * 100).toFixed(0)} %`,
        ok: overBytes ? 'OVER' : 'yes',
      };
    };
    // Pages that delete records come last, one at a time; the others a few at once, each in its own context.
    const rows = [
      ...(await inTurns(
        checks.filter((check) => !check.deleteFirstOf),
        SIMULTANEOUS_PAGES,
        measureOne,
      )),
      ...(await inTurns(
        checks.filter((check) => check.deleteFirstOf),
        1,
        measureOne,
      )),
    ];
    console.table(rows);
    for (const aim of aims) console.log(aim);
    if (failures.length) {
      console.log(`size: ${failures.length} failure(s)`);
      for (const failure of failures) console.log(`  ${failure}`);
    } else console.log('size: within budget');
    return failures.length ? 1 : 0;
  } finally {
    await browser?.close();
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
