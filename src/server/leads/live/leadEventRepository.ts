/** What a live event tells of leads (docs/product.md#live-updates): each lead's kind, reference and owner. */
import type { Kysely } from 'kysely';
import type { LeadKind } from '../../../shared/leads/rules';
import type { Database } from '../../db/database';

export interface LeadOwner {
  id: number;
  kind: LeadKind;
  reference: string;
  assignee_id: number | null;
}

export async function leadOwners(
  db: Kysely<Database>,
  ids: readonly number[],
): Promise<LeadOwner[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('leads')
    .where('deleted_at', 'is', null)
    .select(['id', 'kind', 'reference', 'assignee_id'])
    .where('id', 'in', ids)
    .orderBy('id')
    .execute();
  return rows.map((row) => ({ ...row, kind: row.kind as LeadKind }));
}
