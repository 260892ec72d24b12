/** Home page asset rules without schemas, so the client can use them without bundling TypeBox. */

export const HOME_ASSET_SECTIONS = ['hero', 'banner', 'partners'] as const;
export type HomeAssetSection = (typeof HOME_ASSET_SECTIONS)[number];

export const HOME_ASSET_TYPES = ['image', 'video'] as const;
export type HomeAssetType = (typeof HOME_ASSET_TYPES)[number];

export const HOME_ASSET_SORTS = ['sort_order', 'created_at'] as const;

/** Media collections of an asset: the file itself, the phone-sized image, a video's poster. */
export const HOME_ASSET_COLLECTIONS = {
  media: 'media',
  mobile: 'mobile',
  poster: 'poster',
} as const;

/** Where an asset stands at `now`: shown on the site (live), or why not. */
export type HomeAssetState = 'live' | 'inactive' | 'scheduled' | 'expired';

export interface HomeAssetSchedule {
  is_active: boolean;
  starts_at: string | null;
  ends_at: string | null;
}

/** The public API shows an asset exactly when this says 'live' (starts inclusive, ends exclusive). */
export function homeAssetState(asset: HomeAssetSchedule, now: Date = new Date()): HomeAssetState {
  if (!asset.is_active) return 'inactive';
  const time = now.getTime();
  if (asset.starts_at && Date.parse(asset.starts_at) > time) return 'scheduled';
  if (asset.ends_at && Date.parse(asset.ends_at) <= time) return 'expired';
  return 'live';
}
