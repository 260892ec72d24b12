import type { LeadKind } from '../../../../../shared/leads/rules';

/** One colour per lead kind, the same in the cards, the chart and its legend (distinct for colour blindness). */
export const KIND_COLORS: Record<LeadKind, string> = {
  contact: '#1f6feb',
  project: '#e8833a',
  consulting: '#2da44e',
  sale: '#8250df',
};
