/**
 * Speed to lead (docs/product.md#speed-to-lead): each kind's first-response target in minutes (5 unless a
 * manager changes it) and an optional threshold after which an unanswered lead goes back to the pool (null:
 * never); on each lead when the escalation job told the managers of it and when it returned it to the pool,
 * so each happens once. A partial index over the unanswered leads serves the Overdue view, the overdue badge
 * and the escalation job; another over the leads by creation time serves the response-time figures. Adding
 * nullable columns rewrites nothing on either dialect. No app code, as in every migration.
 */
import { sql, type Kysely } from 'kysely';

type Db = Kysely<any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- migrations see the schema as it was

/** The kinds as this release has them (frozen here, not imported). */
const KINDS = ['contact', 'project', 'consulting', 'sale'];

export async function up(db: Db): Promise<void> {
  await db.schema
    .createTable('lead_sla')
    .addColumn('kind', 'varchar(32)', (col) => col.primaryKey())
    .addColumn('target_minutes', 'integer', (col) => col.notNull().defaultTo(5))
    .addColumn('reassign_minutes', 'integer')
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  const at = new Date().toISOString();
  await db
    .insertInto('lead_sla')
    .values(
      KINDS.map((kind) => ({ kind, target_minutes: 5, reassign_minutes: null, updated_at: at })),
    )
    .execute();
  await db.schema.alterTable('leads').addColumn('escalated_at', 'text').execute();
  await db.schema.alterTable('leads').addColumn('sla_pooled_at', 'text').execute();
  await db.schema
    .createIndex('leads_unanswered_index')
    .on('leads')
    .columns(['kind', 'created_at'])
    .where(sql.ref('first_response_at'), 'is', null)
    .execute();
  await db.schema
    .createIndex('leads_response_index')
    .on('leads')
    .columns(['created_at', 'kind', 'assignee_id', 'status', 'first_response_at'])
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropIndex('leads_response_index').execute();
  await db.schema.dropIndex('leads_unanswered_index').execute();
  await db.schema.alterTable('leads').dropColumn('sla_pooled_at').execute();
  await db.schema.alterTable('leads').dropColumn('escalated_at').execute();
  await db.schema.dropTable('lead_sla').execute();
}
