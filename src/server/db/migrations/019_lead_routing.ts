/**
 * Routing (docs/product.md#routing): ordered rules, each with its criteria and group as JSON lists and a
 * durable round-robin cursor (the group's agent who had the last lead); an agent's availability switch and
 * optional working hours (JSON; null: always); and when a lead went through routing (`routed_at`), so the
 * sweep finds leads a crash left unrouted. Leads written before count as routed (their created_at): the
 * sweep never routes an old backlog. No app code, as in every migration.
 */
import { PostgresAdapter, sql, type Kysely } from 'kysely';

type Db = Kysely<any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- migrations see the schema as it was

export async function up(db: Db): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('routing_rules')
    .addColumn('id', pg ? 'serial' : 'integer', (col) =>
      pg ? col.primaryKey() : col.primaryKey().autoIncrement(),
    )
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('active', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('kinds', 'text', (col) => col.notNull().defaultTo('[]'))
    .addColumn('project_ids', 'text', (col) => col.notNull().defaultTo('[]'))
    .addColumn('languages', 'text', (col) => col.notNull().defaultTo('[]'))
    .addColumn('cities', 'text', (col) => col.notNull().defaultTo('[]'))
    .addColumn('budget_min', 'double precision')
    .addColumn('budget_max', 'double precision')
    .addColumn('agent_ids', 'text', (col) => col.notNull().defaultTo('[]'))
    // No foreign key: the cursor only says where the turn stands; a deleted user is skipped.
    .addColumn('last_agent_id', 'integer')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('routing_rules_position_index')
    .on('routing_rules')
    .columns(['position', 'id'])
    .execute();

  await db.schema
    .alterTable('users')
    .addColumn('available', 'integer', (col) => col.notNull().defaultTo(1))
    .execute();
  await db.schema.alterTable('users').addColumn('working_hours', 'text').execute();

  await db.schema.alterTable('leads').addColumn('routed_at', 'text').execute();
  await sql`update leads set routed_at = created_at`.execute(db);
  await db.schema
    .createIndex('leads_unrouted_index')
    .on('leads')
    .columns(['routed_at', 'created_at'])
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropIndex('leads_unrouted_index').execute();
  await db.schema.alterTable('leads').dropColumn('routed_at').execute();
  await db.schema.alterTable('users').dropColumn('working_hours').execute();
  await db.schema.alterTable('users').dropColumn('available').execute();
  await db.schema.dropIndex('routing_rules_position_index').execute();
  await db.schema.dropTable('routing_rules').execute();
}
