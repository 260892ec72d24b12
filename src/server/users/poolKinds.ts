/**
 * An agent's pool (docs/product.md#roles): the lead kinds of the unassigned pool the account reaches, as the
 * users table stores them (`lead_kinds`, JSON; null: every kind). Read by the users screen and by the lead
 * reach (leads/common/leadReach.ts).
 */
import { LEAD_KINDS } from '../../shared/leads/rules';
import type { LeadKind } from '../../shared/leads/schemas';
import { parseJson } from '../db/columns';

/** The kinds stored for an agent's pool, known kinds only; null when unset (every kind). */
export function poolKindsOf(stored: string | null | undefined): LeadKind[] | null {
  if (stored === null || stored === undefined) return null;
  const kinds = parseJson<unknown>(stored, null);
  if (!Array.isArray(kinds)) return null;
  return LEAD_KINDS.filter((kind) => kinds.includes(kind));
}
