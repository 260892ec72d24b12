import type { Media } from '../../../shared/common/schemas';
import type {
  AMENITIES,
  AREA_UNITS,
  CONSTRUCTION_STATUSES,
  Project,
  ProjectInput,
  PROPERTY_TYPES,
  SALES_STATUSES,
} from '../../../shared/content/projects';
import type { Translatable } from '../../../shared/common/translatable';
import {
  mediaIdOf,
  mediaIdsOf,
  mediaList,
  numberOrNull,
  textOrNull,
  translatableOf,
  translatableOrEmpty,
} from '../../components/forms/formValues';

export interface MilestoneValues {
  label: Translatable;
  percent: number | null;
}

type Of<T extends readonly string[]> = T[number];

/**
 * What the project form holds: the input's fields, with media as objects for their previews. Spelled out
 * rather than derived from ProjectInput, whose enum fields come out as `never` (see projectInput).
 */
export interface ProjectFormValues {
  slug: string;
  name: Translatable;
  developer_id: number | null;
  summary: Translatable;
  description: Translatable;
  city: Translatable;
  community: Translatable;
  address: Translatable;
  latitude: number | null;
  longitude: number | null;
  construction_status: Of<typeof CONSTRUCTION_STATUSES> | null;
  sales_status: Of<typeof SALES_STATUSES> | null;
  completion_percent: number | null;
  /** `YYYY-MM`, as the API has it; the picker shows it as a quarter. */
  handover_date: string | null;
  property_types: Of<typeof PROPERTY_TYPES>[];
  bedrooms_min: number | null;
  bedrooms_max: number | null;
  area_min: number | null;
  area_max: number | null;
  area_unit: Of<typeof AREA_UNITS>;
  price_from: number | null;
  price_to: number | null;
  currency: string;
  payment_plan: MilestoneValues[];
  amenities: Of<typeof AMENITIES>[];
  video_url: string;
  permit_number: string;
  is_featured: boolean;
  is_published: boolean;
  cover: Media[];
  gallery: Media[];
  floor_plans: Media[];
  brochure: Media[];
}

export const projectErrorAliases = {
  cover_id: 'cover',
  gallery_ids: 'gallery',
  floor_plan_ids: 'floor_plans',
  brochure_id: 'brochure',
};

/** Most projects are priced in the company's currency; AED in the Gulf (docs/product.md#company). */
export const DEFAULT_CURRENCY = 'AED';

export function projectFormValues(project?: Project): ProjectFormValues {
  const text = (value?: Translatable) => translatableOrEmpty(value);
  // The contract's Project types its enum fields as `never` (see projectInput); read them as the wire has them.
  const record = project as (Omit<Project, keyof Enums> & Enums) | undefined;
  return {
    slug: record?.slug ?? '',
    name: text(record?.name),
    developer_id: record?.developer_id ?? null,
    summary: text(record?.summary),
    description: text(record?.description),
    city: text(record?.city),
    community: text(record?.community),
    address: text(record?.address),
    latitude: record?.latitude ?? null,
    longitude: record?.longitude ?? null,
    construction_status: record?.construction_status ?? null,
    sales_status: record?.sales_status ?? null,
    completion_percent: record?.completion_percent ?? null,
    handover_date: record?.handover_date ?? null,
    property_types: record?.property_types ?? [],
    bedrooms_min: record?.bedrooms_min ?? null,
    bedrooms_max: record?.bedrooms_max ?? null,
    area_min: record?.area_min ?? null,
    area_max: record?.area_max ?? null,
    area_unit: record?.area_unit ?? 'sqft',
    price_from: record?.price_from ?? null,
    price_to: record?.price_to ?? null,
    currency: record?.currency ?? DEFAULT_CURRENCY,
    payment_plan: (record?.payment_plan ?? []).map((step) => ({
      label: text(step.label),
      percent: step.percent,
    })),
    amenities: record?.amenities ?? [],
    video_url: record?.video_url ?? '',
    permit_number: record?.permit_number ?? '',
    is_featured: record?.is_featured ?? false,
    is_published: record?.is_published ?? true,
    cover: mediaList(record?.cover),
    gallery: record?.gallery ?? [],
    floor_plans: record?.floor_plans ?? [],
    brochure: mediaList(record?.brochure),
  };
}

type Enums = Pick<
  ProjectFormValues,
  'sales_status' | 'property_types' | 'area_unit' | 'amenities'
> & { construction_status: Of<typeof CONSTRUCTION_STATUSES> };

/**
 * Called after validation, so the required fields are set. Built key by key: the server refuses extras.
 * The cast is for the contract's `literals()` helper, whose unions lose their members' types (Static gives
 * `never`); the values here are the contract's own enum constants.
 */
export function projectInput(values: ProjectFormValues): ProjectInput {
  const { cover, gallery, floor_plans, brochure } = values;
  const body = {
    slug: values.slug.trim(),
    name: translatableOf(values.name),
    developer_id: values.developer_id ?? 0,
    summary: translatableOf(values.summary),
    description: translatableOf(values.description),
    city: translatableOf(values.city),
    community: translatableOf(values.community),
    address: translatableOf(values.address),
    latitude: numberOrNull(values.latitude),
    longitude: numberOrNull(values.longitude),
    construction_status: values.construction_status ?? 'off_plan',
    sales_status: values.sales_status ?? null,
    completion_percent: numberOrNull(values.completion_percent),
    handover_date: values.handover_date || null,
    property_types: values.property_types,
    bedrooms_min: numberOrNull(values.bedrooms_min),
    bedrooms_max: numberOrNull(values.bedrooms_max),
    area_min: numberOrNull(values.area_min),
    area_max: numberOrNull(values.area_max),
    price_from: numberOrNull(values.price_from),
    area_unit: values.area_unit,
    price_to: numberOrNull(values.price_to),
    currency: values.currency.trim().toUpperCase(),
    payment_plan: values.payment_plan.map((step) => ({
      label: translatableOf(step.label),
      percent: step.percent ?? 0,
    })),
    amenities: values.amenities ?? [],
    video_url: textOrNull(values.video_url),
    permit_number: textOrNull(values.permit_number),
    is_featured: Boolean(values.is_featured),
    is_published: Boolean(values.is_published),
    cover_id: mediaIdOf(cover),
    gallery_ids: mediaIdsOf(gallery),
    floor_plan_ids: mediaIdsOf(floor_plans),
    brochure_id: mediaIdOf(brochure),
  };
  return body as unknown as ProjectInput;
}
