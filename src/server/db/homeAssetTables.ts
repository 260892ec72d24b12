/** Row type of home page assets (migration 005). */
import type { Generated, Selectable } from 'kysely';
import type { Flag, TrashColumns, VersionColumn } from './contentTables';

export interface HomeAssetsTable extends TrashColumns, VersionColumn {
  id: Generated<number>;
  /** hero | banner | partners */
  section: string;
  /** image | video */
  type: string;
  /** JSON text `{ en, ar }` (as are subtitle, alt and cta_label). */
  title: string;
  subtitle: string;
  alt: string;
  cta_label: string;
  cta_url: string | null;
  is_active: Flag;
  /** ISO UTC timestamps; null means no limit on that side. */
  starts_at: string | null;
  ends_at: string | null;
  /** Order within the section. */
  sort_order: number;
  created_at: string;
  updated_at: string;
}

export type HomeAssetRow = Selectable<HomeAssetsTable>;
