/** The editor's values ↔ the contract's input. Only the (lazy) editor imports this, and with it dayjs. */
import dayjs, { type Dayjs } from 'dayjs';
import type { Media } from '../../../shared/common/schemas';
import type { HomeAssetSection } from '../../../shared/homeAssets/rules';
import type { HomeAsset, HomeAssetInput } from '../../../shared/homeAssets/schemas';
import type { Translatable } from '../../../shared/common/translatable';
import {
  mediaIdOf,
  mediaList,
  textOrNull,
  translatableOf,
  translatableOrEmpty,
} from '../../components/forms/formValues';
import { mediaClassOf } from '../../components/MediaUpload/mediaRules';

export interface HomeAssetFormValues {
  section: HomeAssetSection;
  media: Media[];
  mobile_media: Media[];
  poster: Media[];
  title: Translatable;
  subtitle: Translatable;
  alt: Translatable;
  cta_label: Translatable;
  cta_url: string;
  is_active: boolean;
  starts_at: Dayjs | null;
  ends_at: Dayjs | null;
}

/** The server names the ids; the form keeps the Media objects under these names. */
export const homeAssetErrorAliases = {
  media_id: 'media',
  mobile_media_id: 'mobile_media',
  poster_id: 'poster',
};

export const isVideo = (media: Media[] | undefined) =>
  mediaClassOf(media?.[0]?.mime_type ?? '') === 'video';

export function homeAssetFormValues(asset: HomeAsset): HomeAssetFormValues {
  return {
    section: asset.section,
    media: mediaList(asset.media),
    mobile_media: mediaList(asset.mobile_media),
    poster: mediaList(asset.poster),
    title: translatableOrEmpty(asset.title),
    subtitle: translatableOrEmpty(asset.subtitle),
    alt: translatableOrEmpty(asset.alt),
    cta_label: translatableOrEmpty(asset.cta_label),
    cta_url: asset.cta_url ?? '',
    is_active: asset.is_active,
    starts_at: asset.starts_at ? dayjs(asset.starts_at) : null,
    ends_at: asset.ends_at ? dayjs(asset.ends_at) : null,
  };
}

export function homeAssetInput(values: HomeAssetFormValues): HomeAssetInput {
  const video = isVideo(values.media);
  return {
    section: values.section,
    type: video ? 'video' : 'image',
    media_id: mediaIdOf(values.media) ?? 0,
    mobile_media_id: mediaIdOf(values.mobile_media),
    // A poster belongs to a video: replacing the video by an image drops it.
    poster_id: video ? mediaIdOf(values.poster) : null,
    title: translatableOf(values.title),
    subtitle: translatableOf(values.subtitle),
    alt: translatableOf(values.alt),
    cta_label: translatableOf(values.cta_label),
    cta_url: textOrNull(values.cta_url),
    is_active: Boolean(values.is_active),
    starts_at: values.starts_at ? values.starts_at.toISOString() : null,
    ends_at: values.ends_at ? values.ends_at.toISOString() : null,
  };
}
