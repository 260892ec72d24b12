import type { Media } from '../../../shared/common/schemas';
import type { SeoPage, SeoPageInput } from '../../../shared/seo/schemas';
import { SEO_TEXT_FIELDS, type SeoTextField } from '../../../shared/seo/rules';
import type { Translatable } from '../../../shared/common/translatable';
import {
  mediaIdOf,
  mediaList,
  textOrNull,
  translatableOf,
  translatableOrEmpty,
} from '../../components/forms/formValues';

export type SeoFormValues = Record<SeoTextField, Translatable> & {
  og_image: Media[];
  canonical_url: string;
  robots_index: boolean;
  robots_follow: boolean;
};

/** The server names the image by id; the form keeps the Media object for its thumbnail. */
export const seoErrorAliases = { og_image_id: 'og_image' };

const mapTexts = (pick: (field: SeoTextField) => Translatable) =>
  Object.fromEntries(SEO_TEXT_FIELDS.map((field) => [field, pick(field)])) as Record<
    SeoTextField,
    Translatable
  >;

export function seoFormValues(record: SeoPage): SeoFormValues {
  return {
    ...mapTexts((field) => translatableOrEmpty(record[field])),
    og_image: mediaList(record.og_image),
    canonical_url: record.canonical_url ?? '',
    robots_index: record.robots_index,
    robots_follow: record.robots_follow,
  };
}

export function seoInput(values: SeoFormValues): SeoPageInput {
  return {
    ...mapTexts((field) => translatableOf(values[field])),
    og_image_id: mediaIdOf(values.og_image),
    canonical_url: textOrNull(values.canonical_url),
    robots_index: Boolean(values.robots_index),
    robots_follow: Boolean(values.robots_follow),
  };
}
