/**
 * The Trash (docs/product.md#trash): a deleted developer, project, team member, home asset or lead keeps its
 * row, marked with `deleted_at` and `deleted_by`, until it is restored or purged; its media and relations stay
 * as they were. Both columns are nullable and nothing is backfilled (no row is in the Trash yet), so no table
 * is rewritten. A partial index per table holds only the trashed rows, for the Trash list and the purge job.
 * The lead totals (migration 007) count the leads outside the Trash: moving a lead in or out adjusts its
 * kind's total, and purging a trashed lead leaves it alone. No app code, as in every migration.
 */
import { PostgresAdapter, sql, type Kysely } from 'kysely';

type Db = Kysely<any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- migrations see the schema as it was

const TABLES = ['developers', 'projects', 'team_members', 'home_assets', 'leads'] as const;

const isPg = (db: Db) => db.getExecutor().adapter instanceof PostgresAdapter;

export async function up(db: Db): Promise<void> {
  for (const table of TABLES) {
    await db.schema.alterTable(table).addColumn('deleted_at', 'text').execute();
    await db.schema
      .alterTable(table)
      .addColumn('deleted_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
      .execute();
    await db.schema
      .createIndex(`${table}_deleted_at_index`)
      .on(table)
      .column('deleted_at')
      .where(sql.ref('deleted_at'), 'is not', null)
      .execute();
  }
  if (isPg(db)) {
    await sql`create or replace function leads_count_change() returns trigger language plpgsql as $$
      begin
        if tg_op = 'INSERT' then
          if new.deleted_at is null then
            update lead_totals set total = total + 1 where kind = new.kind;
          end if;
        elsif tg_op = 'DELETE' then
          if old.deleted_at is null then
            update lead_totals set total = total - 1 where kind = old.kind;
          end if;
        elsif old.deleted_at is null and new.deleted_at is not null then
          update lead_totals set total = total - 1 where kind = old.kind;
        elsif old.deleted_at is not null and new.deleted_at is null then
          update lead_totals set total = total + 1 where kind = new.kind;
        end if;
        return null;
      end $$`.execute(db);
    await sql`create trigger leads_count_trash after update of deleted_at on leads
      for each row execute function leads_count_change()`.execute(db);
    return;
  }
  await sql`drop trigger leads_count_delete`.execute(db);
  await sql`create trigger leads_count_delete after delete on leads when old.deleted_at is null begin
    update lead_totals set total = total - 1 where kind = old.kind;
  end`.execute(db);
  await sql`create trigger leads_count_trash after update of deleted_at on leads
    when old.deleted_at is null and new.deleted_at is not null begin
    update lead_totals set total = total - 1 where kind = old.kind;
  end`.execute(db);
  await sql`create trigger leads_count_untrash after update of deleted_at on leads
    when old.deleted_at is not null and new.deleted_at is null begin
    update lead_totals set total = total + 1 where kind = new.kind;
  end`.execute(db);
}

export async function down(db: Db): Promise<void> {
  if (isPg(db)) {
    await sql`drop trigger leads_count_trash on leads`.execute(db);
    await sql`create or replace function leads_count_change() returns trigger language plpgsql as $$
      begin
        if tg_op = 'INSERT' then
          update lead_totals set total = total + 1 where kind = new.kind;
        else
          update lead_totals set total = total - 1 where kind = old.kind;
        end if;
        return null;
      end $$`.execute(db);
  } else {
    await sql`drop trigger leads_count_trash`.execute(db);
    await sql`drop trigger leads_count_untrash`.execute(db);
    await sql`drop trigger leads_count_delete`.execute(db);
    await sql`create trigger leads_count_delete after delete on leads begin
      update lead_totals set total = total - 1 where kind = old.kind;
    end`.execute(db);
  }
  // Trashed rows come back: a release without the Trash knows nothing of them.
  for (const table of TABLES) {
    await db.schema.dropIndex(`${table}_deleted_at_index`).execute();
    await db.schema.alterTable(table).dropColumn('deleted_by').execute();
    await db.schema.alterTable(table).dropColumn('deleted_at').execute();
  }
}
