/**
 * Users managed in the admin (docs/product.md#users): an account can be invited (no password yet: its hash is
 * the empty string, which never verifies), active, or deactivated (`deactivated_at`). Invitation links are
 * single use and expire; like password resets, only the SHA-256 of a link's token is stored. No app code, as
 * in every migration.
 */
import { PostgresAdapter, type Kysely } from 'kysely';

type Db = Kysely<any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- migrations see the schema as it was

export async function up(db: Db): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema.alterTable('users').addColumn('deactivated_at', 'text').execute();
  await db.schema.alterTable('users').addColumn('invited_at', 'text').execute();
  // No foreign key: the inviter may be gone while the account stays.
  await db.schema.alterTable('users').addColumn('invited_by', 'integer').execute();
  await db.schema
    .createTable('invitations')
    .addColumn('id', pg ? 'serial' : 'integer', (col) =>
      pg ? col.primaryKey() : col.primaryKey().autoIncrement(),
    )
    .addColumn('user_id', 'integer', (col) =>
      col.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('token_hash', 'varchar(64)', (col) => col.notNull().unique())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .addColumn('used_at', 'text')
    .addColumn('revoked_at', 'text')
    .execute();
  await db.schema
    .createIndex('invitations_user_id_index')
    .on('invitations')
    .column('user_id')
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('invitations').execute();
  await db.schema.alterTable('users').dropColumn('invited_by').execute();
  await db.schema.alterTable('users').dropColumn('invited_at').execute();
  await db.schema.alterTable('users').dropColumn('deactivated_at').execute();
}
