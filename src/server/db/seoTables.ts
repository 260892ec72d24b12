/** Row type of the SEO page metadata (migration 004). */
import type { Generated, Selectable } from 'kysely';
import type { Flag, VersionColumn } from './contentTables';

export interface SeoPagesTable extends VersionColumn {
  id: Generated<number>;
  /** A key of the registry in src/shared/seo/rules.ts. */
  page: string;
  /** JSON text `{ en, ar }` (as are description, keywords, og_title and og_description). */
  title: string;
  description: string;
  keywords: string;
  og_title: string;
  og_description: string;
  canonical_url: string | null;
  robots_index: Flag;
  robots_follow: Flag;
  updated_at: string;
}

export type SeoPageRow = Selectable<SeoPagesTable>;
