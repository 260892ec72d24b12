/**
 * When the installation started (docs/product.md#speed-to-lead): one row, written once by the start-up work
 * after the migrations, the first administrator and the demo content (startup.ts), so that the escalation job
 * leaves alone the leads created before it, such as the demo's back-dated history. A database that has already
 * started (it has accounts) gets the creation time of its first account, made by its first start. No app code,
 * as in every migration.
 */
import { sql, type Kysely } from 'kysely';

type Db = Kysely<any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- migrations see the schema as it was

export async function up(db: Db): Promise<void> {
  await db.schema
    .createTable('installation')
    .addColumn('id', 'integer', (col) => col.primaryKey())
    .addColumn('started_at', 'text', (col) => col.notNull())
    .execute();
  const first = await db
    .selectFrom('users')
    .select(sql<string | null>`min(created_at)`.as('at'))
    .executeTakeFirst();
  if (first?.at)
    await db.insertInto('installation').values({ id: 1, started_at: first.at }).execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('installation').execute();
}
