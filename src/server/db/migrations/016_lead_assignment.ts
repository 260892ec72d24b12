/**
 * A lead's assignee and an agent's pool (docs/product.md#roles): a sales agent sees the leads assigned to
 * them and the unassigned ones of the kinds their account allows (`users.lead_kinds`, a JSON list; null: every
 * kind). Null assignees for every lead written before put them all in the pool. Adding nullable columns
 * rewrites nothing on either dialect. No app code, as in every migration.
 */
import type { Kysely } from 'kysely';

type Db = Kysely<any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- migrations see the schema as it was

export async function up(db: Db): Promise<void> {
  await db.schema.alterTable('users').addColumn('lead_kinds', 'text').execute();
  await db.schema
    .alterTable('leads')
    .addColumn('assignee_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .execute();
  await db.schema
    .createIndex('leads_assignee_index')
    .on('leads')
    .columns(['kind', 'assignee_id', 'created_at'])
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropIndex('leads_assignee_index').execute();
  await db.schema.alterTable('leads').dropColumn('assignee_id').execute();
  await db.schema.alterTable('users').dropColumn('lead_kinds').execute();
}
