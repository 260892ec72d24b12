/**
 * `npm run size`: the gzip size of everything each route loads (entry + layout + page chunk groups, JS and CSS),
 * checked against quality.md's budgets. Deterministic: it reads the last production build's files.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const STATS_FILE = path.resolve(
  __dirname,
  '../../node_modules/.cache/realty-admin/build-stats.json',
);
const KB = 1000;

/** Each route's chunk groups, as named by webpackChunkName in src/client/app/AppRoutes.tsx. */
export const ROUTES: { route: string; groups: string[]; budgetKb: number }[] = [
  { route: '/login', groups: ['main', 'layout-full', 'login'], budgetKb: 230 },
  { route: '/', groups: ['main', 'layout-app', 'home'], budgetKb: 350 },
  { route: '(unknown route)', groups: ['main', 'layout-app', 'not-found'], budgetKb: 350 },
  { route: '/developers', groups: ['main', 'layout-app', 'developers-list'], budgetKb: 350 },
  { route: '/developers/:id', groups: ['main', 'layout-app', 'developer-edit'], budgetKb: 350 },
  { route: '/projects', groups: ['main', 'layout-app', 'projects-list'], budgetKb: 350 },
  { route: '/projects/:id', groups: ['main', 'layout-app', 'project-form'], budgetKb: 350 },
  { route: '/our-team', groups: ['main', 'layout-app', 'team-list'], budgetKb: 350 },
  { route: '/our-team/:id', groups: ['main', 'layout-app', 'team-form'], budgetKb: 350 },
  { route: '/profile', groups: ['main', 'layout-app', 'profile'], budgetKb: 350 },
];

interface BuildStats {
  outputPath: string;
  groups: Record<string, string[]>;
}

function gzipSize(file: string): number {
  return zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;
}

function main(): number {
  if (!fs.existsSync(STATS_FILE)) {
    console.error(`No build stats at ${STATS_FILE}: run \`npm run build\` first.`);
    return 1;
  }
  const stats = JSON.parse(fs.readFileSync(STATS_FILE, 'utf8')) as BuildStats;
  let failures = 0;
  const rows = ROUTES.map(({ route, groups, budgetKb }) => {
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
    const ok = bytes <= budgetKb * KB;
    if (!ok) failures += 1;
    return {
      route,
      'gzip kB': (bytes / KB).toFixed(1),
      'budget kB': budgetKb,
      files: files.size,
      ok: ok ? 'yes' : 'OVER',
    };
  });
  console.table(rows);
  console.log(
    failures ? `size: ${failures} route(s) over budget` : 'size: every route within budget',
  );
  return failures ? 1 : 0;
}

process.exitCode = main();
