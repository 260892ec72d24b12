/** What the public website's home page shows: active assets whose date window contains now, in order. */
import type { Kysely } from 'kysely';
import { DEFAULT_LOCALE, type Locale } from '../../shared/common/constants';
import type {
  HomeAsset,
  PublicHomeAsset,
  PublicHomeAssetQuery,
} from '../../shared/homeAssets/schemas';
import { pickLocale } from '../../shared/common/schemas';
import { nowIso, type Database } from '../db/database';
import { homeAssetOrder, homeAssetsToWire } from './homeAssetRepository';
import { applyOrder } from '../db/listQuery';

type Db = Kysely<Database>;

/** A home page has a handful of slides and logos; this only bounds a runaway table. */
const PUBLIC_HOME_ASSETS_LIMIT = 200;

export function publicHomeAsset(asset: HomeAsset, locale: Locale): PublicHomeAsset {
  const t = (value: HomeAsset['title']) => pickLocale(value, locale);
  return {
    id: asset.id,
    section: asset.section,
    type: asset.type,
    title: t(asset.title),
    subtitle: t(asset.subtitle),
    alt: t(asset.alt),
    cta_label: t(asset.cta_label),
    cta_url: asset.cta_url,
    media: asset.media,
    mobile_media: asset.mobile_media,
    poster: asset.poster,
  };
}

export async function listPublicHomeAssets(
  db: Db,
  query: PublicHomeAssetQuery,
  now: Date = new Date(),
): Promise<PublicHomeAsset[]> {
  const at = nowIso(now);
  let qb = db
    .selectFrom('home_assets')
    .selectAll()
    .where('is_active', '=', 1)
    .where('deleted_at', 'is', null)
    .where((eb) => eb.or([eb('starts_at', 'is', null), eb('starts_at', '<=', at)]))
    .where((eb) => eb.or([eb('ends_at', 'is', null), eb('ends_at', '>', at)]));
  if (query.section) qb = qb.where('section', '=', query.section);
  const rows = await applyOrder(qb, homeAssetOrder(undefined))
    .limit(PUBLIC_HOME_ASSETS_LIMIT)
    .execute();
  const locale = query.locale ?? DEFAULT_LOCALE;
  return (await homeAssetsToWire(db, rows)).map((asset) => publicHomeAsset(asset, locale));
}
