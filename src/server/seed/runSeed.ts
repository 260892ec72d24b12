/**
 * The demo seed: realistic bilingual content so a newcomer sees a living panel at once
 * (docs/product.md#demo-content). It fills only a database without content; with content present it can still
 * add leads.
 */
import { sql, type Kysely } from 'kysely';
import { anyDeveloper } from '../content/developerRepository';
import { isPostgres } from '../db/connect';
import type { Config } from '../config';
import type { Database } from '../db/database';
import { createMediaStore } from '../media/createMediaStore';
import type { MediaStore } from '../media/mediaStore';
import { seedCompany } from './companySeed';
import { seedContent } from './contentSeed';
import { demoMedia } from './demoMedia';
import { seedHomeAssets } from './homeAssetsSeed';
import { seedLeads } from './leadsSeed';
import { seedSalesTeam } from './salesTeamSeed';
import { seedSeo } from './seoSeed';
import type { SeedContext, Seeder } from './seedContext';

const DEFAULT_DEMO_LEADS = 300;

/**
 * Every domain's seeder, in dependency order (leads refer to projects and are assigned to the sales team). The
 * sales team comes with the content, on an empty database only: leads added later (`--leads N`) go to the
 * demo's agents if the database has them, else to the pool.
 */
const CONTENT_SEEDERS: Seeder[] = [
  seedCompany,
  seedContent,
  seedSeo,
  seedHomeAssets,
  seedSalesTeam,
];
const LEAD_SEEDERS: Seeder[] = [seedLeads];

/** mulberry32: small, fast and good enough for demo data; a fixed seed makes every run alike. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface SeedOptions {
  /** Where the demo pictures go: the app's own store, or a new one from the configuration. */
  mediaStore?: MediaStore;
  leads?: number;
  log?: (message: string) => void;
  now?: Date;
}

export type SeedOutcome = 'seeded' | 'leads-only' | 'skipped';

export async function runSeed(
  db: Kysely<Database>,
  config: Config,
  { mediaStore, leads, log = () => undefined, now = new Date() }: SeedOptions = {},
): Promise<SeedOutcome> {
  const contentPresent = await anyDeveloper(db);
  if (contentPresent && leads === undefined) return 'skipped';
  const store = mediaStore ?? createMediaStore(config);
  const media = await demoMedia(db, store);
  const ctx: SeedContext = {
    db,
    config,
    now,
    random: seededRandom(20261121),
    image: media.image,
    pdf: media.pdf,
    leads: leads ?? DEFAULT_DEMO_LEADS,
    log,
  };
  const seeders = contentPresent ? LEAD_SEEDERS : [...CONTENT_SEEDERS, ...LEAD_SEEDERS];
  // Hundreds of small commits: in WAL mode NORMAL skips the fsync per commit and still cannot corrupt the
  // file; demo data needs no power-loss durability. The server's FULL is restored afterwards.
  const sqlite = !isPostgres(db);
  if (sqlite) await sql`pragma synchronous = NORMAL`.execute(db);
  try {
    for (const seeder of seeders) await seeder(ctx);
  } finally {
    if (sqlite) await sql`pragma synchronous = FULL`.execute(db);
    if (!mediaStore) await store.close();
  }
  return contentPresent ? 'leads-only' : 'seeded';
}
