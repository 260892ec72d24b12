import type { Media } from '../../../shared/common/schemas';
import type { Developer, DeveloperInput } from '../../../shared/content/developers';
import type { Translatable } from '../../../shared/common/translatable';
import {
  mediaIdOf,
  mediaList,
  numberOrNull,
  textOrNull,
  translatableOf,
  translatableOrEmpty,
} from '../../components/forms/formValues';

/** What the developer form holds: the input's fields, with media as objects for their previews. */
export interface DeveloperFormValues {
  slug: string;
  name: Translatable;
  description: Translatable;
  website_url: string;
  email: string;
  phone: string;
  established_year: number | null;
  headquarters: Translatable;
  is_featured: boolean;
  is_published: boolean;
  logo: Media[];
  cover: Media[];
}

/** Server error keys that name a media id where the form has the media. */
export const developerErrorAliases = { logo_id: 'logo', cover_id: 'cover' };

export function developerFormValues(record?: Developer): DeveloperFormValues {
  return {
    slug: record?.slug ?? '',
    name: translatableOrEmpty(record?.name),
    description: translatableOrEmpty(record?.description),
    website_url: record?.website_url ?? '',
    email: record?.email ?? '',
    phone: record?.phone ?? '',
    established_year: record?.established_year ?? null,
    headquarters: translatableOrEmpty(record?.headquarters),
    is_featured: record?.is_featured ?? false,
    is_published: record?.is_published ?? true,
    logo: mediaList(record?.logo),
    cover: mediaList(record?.cover),
  };
}

export function developerInput(values: DeveloperFormValues): DeveloperInput {
  return {
    slug: values.slug.trim(),
    name: translatableOf(values.name),
    description: translatableOf(values.description),
    website_url: textOrNull(values.website_url),
    email: textOrNull(values.email),
    phone: textOrNull(values.phone),
    established_year: numberOrNull(values.established_year),
    headquarters: translatableOf(values.headquarters),
    is_featured: Boolean(values.is_featured),
    is_published: Boolean(values.is_published),
    logo_id: mediaIdOf(values.logo),
    cover_id: mediaIdOf(values.cover),
  };
}
