/**
 * A lead's assignee (docs/product.md#roles): a sales agent sees the leads assigned to them and the pool of
 * unassigned ones. Null for every lead written before, which puts them all in the pool. Adding a nullable
 * column rewrites nothing on either dialect. No app code, as in every migration.
 */
import type { Kysely } from 'kysely';

type Db = Kysely<any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- migrations see the schema as it was

export async function up(db: Db): Promise<void> {
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
}
