/** Admin accounts. Emails are stored lower-cased; callers pass any case. */
import type { Kysely } from 'kysely';
import { nowIso, type Database, type UserRow } from '../db/database';

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export async function findUserByEmail(
  db: Kysely<Database>,
  email: string,
): Promise<UserRow | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where('email', '=', normaliseEmail(email))
    .executeTakeFirst();
}

export async function findUserById(db: Kysely<Database>, id: number): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function countUsers(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll().as('count'))
    .executeTakeFirstOrThrow();
  // PostgreSQL returns count(*) as a bigint string; SQLite as a number.
  return Number(row.count);
}

export interface CreateUserInput {
  name: string;
  email: string;
  passwordHash: string;
  locale?: string;
}

export async function createUser(db: Kysely<Database>, input: CreateUserInput): Promise<UserRow> {
  const now = nowIso();
  return db
    .insertInto('users')
    .values({
      name: input.name,
      email: normaliseEmail(input.email),
      password_hash: input.passwordHash,
      locale: input.locale ?? 'en',
      avatar_media_id: null,
      last_login_at: null,
      created_at: now,
      updated_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function recordLogin(
  db: Kysely<Database>,
  userId: number,
  at = nowIso(),
): Promise<void> {
  await db.updateTable('users').set({ last_login_at: at }).where('id', '=', userId).execute();
}
