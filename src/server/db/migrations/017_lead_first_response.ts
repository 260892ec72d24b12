/**
 * When a lead was first answered (docs/product.md#lead-page): the first status change from `new`, note or
 * recorded contact sets it, once. Leads written before stay null. A nullable column rewrites nothing on
 * either dialect. No app code, as in every migration.
 */
import type { Kysely } from 'kysely';

type Db = Kysely<any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- migrations see the schema as it was

export async function up(db: Db): Promise<void> {
  await db.schema.alterTable('leads').addColumn('first_response_at', 'text').execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.alterTable('leads').dropColumn('first_response_at').execute();
}
