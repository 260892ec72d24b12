/**
 * `npm run size`: the gzip size of everything each route loads (entry + app texts + layout + page chunk
 * groups, JS and CSS), checked against quality.md's budgets. Deterministic: it reads the last production build.
 *
 * A route known to be over its budget carries a `ceilingKb` and the issue that tracks it: it may not grow past
 * that ceiling (a ratchet, lowered as the route is slimmed), and it is reported as over budget on every run.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const STATS_FILE = path.resolve(
  __dirname,
  '../../node_modules/.cache/realty-admin/build-stats.json',
);
const KB = 1000;
const PRIVATE = ['main', 'messages-app-en', 'layout-app'];

interface RouteBudget {
  route: string;
  groups: string[];
  budgetKb: number;
  /** Over budget, tracked: the size may not exceed this until the route fits its budget. */
  ceilingKb?: number;
  tracked?: string;
}

/** Each route's chunk groups, as named by webpackChunkName in src/client/app/AppRoutes.tsx. */
export const ROUTES: RouteBudget[] = [
  { route: '/login', groups: ['main', 'layout-full', 'login'], budgetKb: 230 },
  { route: '/forgot-password', groups: ['main', 'layout-full', 'forgot-password'], budgetKb: 350 },
  { route: '/reset-password', groups: ['main', 'layout-full', 'reset-password'], budgetKb: 350 },
  { route: '/', groups: [...PRIVATE, 'home'], budgetKb: 350 },
  { route: '(unknown route)', groups: [...PRIVATE, 'not-found'], budgetKb: 350 },
  { route: '/profile', groups: [...PRIVATE, 'profile'], budgetKb: 350 },
  { route: '/home-page/assets', groups: [...PRIVATE, 'home-assets'], budgetKb: 350 },
  {
    route: '/developers',
    groups: [...PRIVATE, 'developers-list'],
    budgetKb: 350,
  },
  {
    route: '/developers/:id',
    groups: [...PRIVATE, 'developer-edit'],
    budgetKb: 350,
  },
  {
    route: '/projects',
    groups: [...PRIVATE, 'projects-list'],
    budgetKb: 350,
  },
  {
    route: '/projects/:id',
    groups: [...PRIVATE, 'project-form'],
    budgetKb: 350,
  },
  {
    route: '/our-team',
    groups: [...PRIVATE, 'team-list'],
    budgetKb: 350,
  },
  {
    route: '/our-team/:id',
    groups: [...PRIVATE, 'team-form'],
    budgetKb: 350,
  },
  { route: '/meta', groups: [...PRIVATE, 'seo-list'], budgetKb: 350 },
  { route: '/meta/:page', groups: [...PRIVATE, 'seo-edit'], budgetKb: 350 },
  {
    route: '/contact-forms (and the other lead lists)',
    groups: [...PRIVATE, 'leads-list'],
    budgetKb: 350,
  },
  { route: '/contact-forms/:id (a lead)', groups: [...PRIVATE, 'lead-page'], budgetKb: 350 },
];

interface BuildStats {
  outputPath: string;
  groups: Record<string, string[]>;
}

const gzipSize = (file: string) => zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;

function routeBytes(
  stats: BuildStats,
  { route, groups }: RouteBudget,
): { bytes: number; files: number } {
  const files = new Set<string>();
  for (const group of groups) {
    const assets = stats.groups[group];
    if (!assets) throw new Error(`Chunk group "${group}" (for ${route}) is not in the build`);
    for (const asset of assets) if (/\.(js|css)$/.test(asset)) files.add(asset);
  }
  const bytes = [...files].reduce(
    (sum, file) => sum + gzipSize(path.join(stats.outputPath, file)),
    0,
  );
  return { bytes, files: files.size };
}

function main(): number {
  if (!fs.existsSync(STATS_FILE)) {
    console.error(`No build stats at ${STATS_FILE}: run \`npm run build\` first.`);
    return 1;
  }
  const stats = JSON.parse(fs.readFileSync(STATS_FILE, 'utf8')) as BuildStats;
  let failures = 0;
  let tracked = 0;
  const rows = ROUTES.map((budget) => {
    const { bytes, files } = routeBytes(stats, budget);
    const kb = bytes / KB;
    let ok = 'yes';
    if (kb > budget.budgetKb) {
      if (budget.ceilingKb !== undefined && kb <= budget.ceilingKb) {
        ok = `over budget, tracked (${budget.tracked})`;
        tracked += 1;
      } else {
        ok = budget.ceilingKb === undefined ? 'OVER' : `OVER its ceiling ${budget.ceilingKb}`;
        failures += 1;
      }
    } else if (budget.ceilingKb !== undefined) {
      ok = 'yes: remove its ceiling';
    }
    return {
      route: budget.route,
      'gzip kB': kb.toFixed(1),
      'budget kB': budget.budgetKb,
      files,
      ok,
    };
  });
  console.table(rows);
  if (failures) console.log(`size: ${failures} route(s) over budget`);
  else
    console.log(
      `size: within budget, but ${tracked} tracked route(s) over it`.replace(
        ', but 0 tracked route(s) over it',
        '',
      ),
    );
  return failures ? 1 : 0;
}

process.exitCode = main();
