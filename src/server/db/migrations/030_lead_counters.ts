/**
 * Lead counters that concurrent submissions do not queue on (PostgreSQL only; docs/architecture.md#lead-intake-pipeline).
 * Until now every submission of a kind updated the kind's row in `lead_sequences` and, through the count
 * trigger, in `lead_totals`, and held both row locks until its commit: submissions of one kind committed one
 * after the other, a few hundred a second at most.
 * - References: a sequence per kind, started after the kind's counter, so no reference is ever given twice.
 *   A sequence is never rolled back, so a submission that fails after taking its number leaves a gap.
 * - Totals: `lead_totals` gains a `slot`; the trigger adds to the slot of its connection's backend
 *   (`pg_backend_pid() % 16`), so parallel writers touch different rows, and a kind's total is the sum of its
 *   slots. SQLite has one writer at a time: its slot stays 0 and its triggers and counter are unchanged.
 * No app code, as in every migration.
 */
import { PostgresAdapter, sql, type Kysely } from 'kysely';

type Db = Kysely<any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- migrations see the schema as it was

const KINDS = ['contact', 'project', 'consulting', 'sale'];

export async function up(db: Db): Promise<void> {
  await db.schema
    .alterTable('lead_totals')
    .addColumn('slot', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  for (const kind of KINDS) {
    const row = await db
      .selectFrom('lead_sequences')
      .select('value')
      .where('kind', '=', kind)
      .executeTakeFirst();
    const start = Number(row?.value ?? 0) + 1;
    await sql`create sequence ${sql.raw(`lead_reference_${kind}`)} start with ${sql.lit(start)}`.execute(
      db,
    );
  }
  await sql`alter table lead_totals drop constraint lead_totals_pkey`.execute(db);
  await sql`alter table lead_totals add primary key (kind, slot)`.execute(db);
  await sql`create or replace function leads_count_add(lead_kind text, delta integer) returns void
    language sql as $$
      insert into lead_totals (kind, slot, total) values (lead_kind, pg_backend_pid() % 16, delta)
      on conflict (kind, slot) do update set total = lead_totals.total + excluded.total
    $$`.execute(db);
  await sql`create or replace function leads_count_change() returns trigger language plpgsql as $$
    begin
      if tg_op = 'INSERT' then
        if new.deleted_at is null then
          perform leads_count_add(new.kind, 1);
        end if;
      elsif tg_op = 'DELETE' then
        if old.deleted_at is null then
          perform leads_count_add(old.kind, -1);
        end if;
      elsif old.deleted_at is null and new.deleted_at is not null then
        perform leads_count_add(old.kind, -1);
      elsif old.deleted_at is not null and new.deleted_at is null then
        perform leads_count_add(new.kind, 1);
      end if;
      return null;
    end $$`.execute(db);
}

export async function down(db: Db): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
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
    await sql`drop function leads_count_add(text, integer)`.execute(db);
    // The slots fold back into one row per kind.
    await sql`update lead_totals set total = (
        select sum(all_slots.total) from lead_totals all_slots where all_slots.kind = lead_totals.kind
      ) where slot = 0`.execute(db);
    await sql`delete from lead_totals where slot <> 0`.execute(db);
    await sql`alter table lead_totals drop constraint lead_totals_pkey`.execute(db);
    await sql`alter table lead_totals add primary key (kind)`.execute(db);
    // The counter goes on after the last reference the sequence gave.
    for (const kind of KINDS) {
      const name = sql.raw(`lead_reference_${kind}`);
      await sql`insert into lead_sequences (kind, value)
        select ${kind}, last_value - (case when is_called then 0 else 1 end) from ${name}
        on conflict (kind) do update set value = excluded.value`.execute(db);
      await sql`drop sequence ${name}`.execute(db);
    }
  }
  await db.schema.alterTable('lead_totals').dropColumn('slot').execute();
}
