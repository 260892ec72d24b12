/**
 * What every domain's demo seeder receives (`npm run db:seed`, and the first start unless SEED_DEMO=false).
 * Each domain exports `seed<Domain>(ctx: SeedContext): Promise<void>` from `src/server/seed/<domain>Seed.ts`
 * and inserts realistic bilingual content through its own repository functions; the runner
 * (`src/server/seed/runSeed.ts`) calls them in order (company, content, SEO, home assets, sales team, leads)
 * inside one run, only on a database that holds no content yet.
 */
import type { Kysely } from 'kysely';
import type { Config } from '../config';
import type { Database } from '../db/database';

export interface SeedImageOptions {
  /** Text drawn on the generated picture (e.g. the project's name). */
  label: string;
  width?: number;
  height?: number;
  /** Media collection name, e.g. 'logo', 'cover', 'gallery', 'hero'. */
  collection: string;
  /** 0–359: the picture's dominant hue, so demo images are told apart at a glance. */
  hue?: number;
}

export interface SeedContext {
  db: Kysely<Database>;
  config: Config;
  /** The moment the seed runs: every generated timestamp is relative to it. */
  now: Date;
  /** Deterministic pseudo-random numbers in [0, 1) (a seeded generator), so runs are reproducible. */
  random: () => number;
  /** Generates a JPEG (with its WebP preview) through the real media pipeline; returns the unattached media id. */
  image: (options: SeedImageOptions) => Promise<number>;
  /** Stores a small generated PDF (a brochure) through the media pipeline; returns the unattached media id. */
  pdf: (options: { label: string; collection: string }) => Promise<number>;
  /** Number of leads to generate (`--leads N`; default a few hundred). */
  leads: number;
  log: (message: string) => void;
}

export type Seeder = (ctx: SeedContext) => Promise<void>;
