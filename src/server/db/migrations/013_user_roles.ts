/**
 * Roles that mean something (docs/product.md#roles): each user holds one. Every account that existed before
 * was a super-admin, as the original client assumed, so existing rows keep that. No app code, as in every
 * migration.
 */
import type { Kysely } from 'kysely';

type Db = Kysely<any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- migrations see the schema as it was

export async function up(db: Db): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('role', 'varchar(32)', (col) => col.notNull().defaultTo('super-admin'))
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.alterTable('users').dropColumn('role').execute();
}
