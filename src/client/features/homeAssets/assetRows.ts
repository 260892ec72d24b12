/** Home assets as the shared list machinery's rows (reorder, delete), and how each is named to the user. */
import type { Locale } from '../../../shared/common/constants';
import type { HomeAssetSection } from '../../../shared/homeAssets/rules';
import type { HomeAsset, HomeAssetInput } from '../../../shared/homeAssets/schemas';
import type { Media } from '../../../shared/common/schemas';
import { mediaClassOf } from '../../components/MediaUpload/mediaRules';
import { pickLocale, type Translatable } from '../../../shared/common/translatable';

export interface AssetRow extends HomeAsset {
  /** What the row's buttons say ("Delete Villas on Saadiyat"): the title, else the file's name. */
  name: Translatable;
  is_published: boolean;
}

export function assetRows(assets: readonly HomeAsset[]): AssetRow[] {
  return assets.map((asset) => {
    const fallback = asset.media?.name ?? `#${asset.id}`;
    return {
      ...asset,
      name: { en: asset.title.en || fallback, ar: asset.title.ar },
      is_published: asset.is_active,
    };
  });
}

export const assetName = (row: AssetRow, locale: string): string =>
  pickLocale(row.name, locale === 'ar' ? 'ar' : ('en' as Locale));

/** A freshly uploaded file becomes an active asset at the end of its section; the admin adds texts later. */
export function newAssetInput(section: HomeAssetSection, media: Media): HomeAssetInput {
  const empty = { en: '', ar: '' };
  return {
    section,
    type: mediaClassOf(media.mime_type) === 'video' ? 'video' : 'image',
    media_id: media.id,
    mobile_media_id: null,
    poster_id: null,
    title: empty,
    subtitle: empty,
    alt: empty,
    cta_label: empty,
    cta_url: null,
    is_active: true,
    starts_at: null,
    ends_at: null,
  };
}
