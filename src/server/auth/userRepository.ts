/** Admin accounts. Emails are stored lower-cased; callers pass any case. */
import { CAPABILITIES } from '../../shared/permissions';
import type { Kysely } from 'kysely';
import type { Role } from '../../shared/common/constants';
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

/** The oldest account (the first admin), if any. */
export async function firstUser(
  db: Kysely<Database>,
): Promise<Pick<UserRow, 'id' | 'name'> | undefined> {
  return db.selectFrom('users').select(['id', 'name']).orderBy('id').executeTakeFirst();
}

/** Whether any account administers, whatever its state: the installation has its administrator. */
export async function hasSuperAdmin(db: Kysely<Database>): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('role', 'in', [...CAPABILITIES.administers])
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
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
  /** Defaults to the database's: super-admin. */
  role?: Role;
}

function newUser(input: CreateUserInput) {
  const now = nowIso();
  return {
    name: input.name,
    email: normaliseEmail(input.email),
    password_hash: input.passwordHash,
    locale: input.locale ?? 'en',
    ...(input.role ? { role: input.role } : {}),
    avatar_media_id: null,
    last_login_at: null,
    created_at: now,
    updated_at: now,
  };
}

export async function createUser(db: Kysely<Database>, input: CreateUserInput): Promise<UserRow> {
  return db.insertInto('users').values(newUser(input)).returningAll().executeTakeFirstOrThrow();
}

/** Creates the user unless the email is taken (by anyone, even at the same moment): undefined then. */
export async function createUserIfAbsent(
  db: Kysely<Database>,
  input: CreateUserInput,
): Promise<UserRow | undefined> {
  return db
    .insertInto('users')
    .values(newUser(input))
    .onConflict((oc) => oc.column('email').doNothing())
    .returningAll()
    .executeTakeFirst();
}

export async function recordLogin(
  db: Kysely<Database>,
  userId: number,
  at = nowIso(),
): Promise<void> {
  await db.updateTable('users').set({ last_login_at: at }).where('id', '=', userId).execute();
}

/**
 * Replaces a password hash with a stronger one of the same password (after a good login), only if the row
 * still holds `previous`: a password changed meanwhile is never put back.
 */
export async function replacePasswordHash(
  db: Kysely<Database>,
  userId: number,
  previous: string,
  next: string,
): Promise<void> {
  await db
    .updateTable('users')
    .set({ password_hash: next })
    .where('id', '=', userId)
    .where('password_hash', '=', previous)
    .execute();
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
