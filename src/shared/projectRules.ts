/** Project rules without schemas (enums, catalogue, payment plan, handover), usable without TypeBox. */

export const CONSTRUCTION_STATUSES = ['off_plan', 'under_construction', 'ready'] as const;
export const SALES_STATUSES = ['coming_soon', 'on_sale', 'sold_out'] as const;
export const PROPERTY_TYPES = [
  'apartment',
  'villa',
  'townhouse',
  'penthouse',
  'duplex',
  'office',
  'retail',
  'plot',
] as const;
export const AREA_UNITS = ['sqft', 'sqm'] as const;
/** The amenities catalogue; the UI names each through `amenities.<key>` in both languages. */
export const AMENITIES = [
  'swimming_pool',
  'gym',
  'kids_play_area',
  'bbq_area',
  'covered_parking',
  'security_24_7',
  'concierge',
  'spa',
  'jogging_track',
  'tennis_court',
  'beach_access',
  'smart_home',
  'pet_friendly',
  'sea_view',
  'retail_outlets',
  'mosque',
  'schools_nearby',
  'metro_access',
  'clubhouse',
  'landscaped_gardens',
] as const;
export const PROJECT_SORTS = [
  'name',
  'sort_order',
  'created_at',
  'price_from',
  'completion_percent',
  'handover_date',
] as const;
export const MAX_GALLERY = 40;
export const MAX_PRICE = 10_000_000_000;

/** Sums the plan's percentages in hundredths, so 33.33 + 33.33 + 33.34 is exactly 100. */
export const paymentPlanTotal = (plan: readonly { percent: number }[]): number =>
  plan.reduce((sum, { percent }) => sum + Math.round(percent * 100), 0) / 100;

/** "60/40"-style label: the percentages in order; empty for no plan. */
export const paymentPlanLabel = (plan: readonly { percent: number }[]): string =>
  plan.map(({ percent }) => String(Number(percent.toFixed(2)))).join('/');

/** "2027-11" → "Q4 2027". */
export function handoverQuarter(handover: string | null): string {
  const match = handover ? /^(\d{4})-(\d{2})$/.exec(handover) : null;
  if (!match) return '';
  return `Q${Math.ceil(Number(match[2]) / 3)} ${match[1]}`;
}
