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

export async function updateUserProfile(
  db: Kysely<Database>,
  userId: number,
  input: { name: string; email: string; avatarMediaId: number | null },
): Promise<void> {
  await db
    .updateTable('users')
    .set({
      name: input.name.trim(),
      email: normaliseEmail(input.email),
      avatar_media_id: input.avatarMediaId,
      updated_at: nowIso(),
    })
    .where('id', '=', userId)
    .execute();
}

/** True when another account than `exceptId` uses this email. */
export async function emailTaken(
  db: Kysely<Database>,
  email: string,
  exceptId: number,
): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('email', '=', normaliseEmail(email))
    .where('id', '!=', exceptId)
    .executeTakeFirst();
  return row !== undefined;
}

export async function setPasswordHash(
  db: Kysely<Database>,
  userId: number,
  passwordHash: string,
): Promise<void> {
  await db
    .updateTable('users')
    .set({ password_hash: passwordHash, updated_at: nowIso() })
    .where('id', '=', userId)
    .execute();
}
