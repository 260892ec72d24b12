/**
 * Accounts as the Users screen sees them (docs/product.md#users): the list with search, filters and sort, one
 * account, the invited account's row, and the writes of the screen. The status is derived in SQL, so no
 * password hash ever leaves this file.
 */
import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import type { Role } from '../../shared/common/constants';
import type { ListResponse } from '../../shared/common/schemas';
import type { User, UserListQuery, UserStatus } from '../../shared/users/schemas';
import { nowIso, type Database, type UserRow } from '../db/database';
import { isPostgres } from '../db/dialect';
import { orderFor, paginate, searchColumns } from '../db/listQuery';
import { normaliseEmail } from '../auth/userRepository';
import { poolKindsOf } from './poolKinds';
import { activeWith } from './activeUsersRepository';

type Db = Kysely<Database>;

/** An invited account has no password yet: the empty hash, which never verifies (password.ts). */
export const NO_PASSWORD = '';

const STATUS = sql<UserStatus>`case when deactivated_at is not null then 'deactivated' when password_hash = ${NO_PASSWORD} then 'invited' else 'active' end`;

const SORTS = {
  name: sql`lower(name)`,
  email: sql.ref('email'),
  role: sql.ref('role'),
  last_login_at: sql.ref('last_login_at'),
  created_at: sql.ref('created_at'),
};

function statusIs(status: UserStatus): RawBuilder<SqlBool> {
  return sql<SqlBool>`(${STATUS}) = ${status}`;
}

function filtered(db: Db, query: UserListQuery) {
  let qb = db.selectFrom('users');
  if (query.search?.trim()) qb = qb.where(searchColumns(['name', 'email'], query.search));
  const role = query['filter[role]'];
  if (role) qb = qb.where('role', '=', role);
  const status = query['filter[status]'];
  if (status) qb = qb.where(statusIs(status));
  return qb;
}

const wireColumns = (now: string) =>
  [
    'id',
    'name',
    'email',
    'role',
    'last_login_at',
    'invited_at',
    'deactivated_at',
    'lead_kinds',
    'created_at',
    STATUS.as('status'),
    sql<
      string | null
    >`(select max(i.expires_at) from invitations i where i.user_id = users.id and i.used_at is null and i.revoked_at is null and i.expires_at > ${now})`.as(
      'invitation_expires_at',
    ),
  ] as const;

type WireRow = Omit<User, 'id' | 'lead_kinds'> & { id: number | string; lead_kinds: string | null };
const toWire = (row: WireRow): User => ({
  ...row,
  id: Number(row.id),
  lead_kinds: poolKindsOf(row.lead_kinds),
});

export async function listUsers(db: Db, query: UserListQuery): Promise<ListResponse<User>> {
  const now = nowIso();
  const { rows, meta } = await paginate(
    filtered(db, query),
    (qb) => qb.select(wireColumns(now)),
    orderFor(query.sort, SORTS, 'name'),
    query,
  );
  return { data: rows.map((row) => toWire(row as WireRow)), meta };
}

export async function findUser(db: Db, id: number): Promise<User | undefined> {
  const row = await db
    .selectFrom('users')
    .select(wireColumns(nowIso()))
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? toWire(row as WireRow) : undefined;
}

/** The status of a stored row, as the list derives it. */
export function statusOf(user: Pick<UserRow, 'deactivated_at' | 'password_hash'>): UserStatus {
  if (user.deactivated_at !== null) return 'deactivated';
  return user.password_hash === NO_PASSWORD ? 'invited' : 'active';
}

/** Creates the invited account unless the email is taken (by anyone, even at the same moment). */
export async function insertInvitedUser(
  db: Db,
  input: { name: string; email: string; role: Role; locale: string; invitedBy: number },
): Promise<UserRow | undefined> {
  const now = nowIso();
  return db
    .insertInto('users')
    .values({
      name: input.name.trim(),
      email: normaliseEmail(input.email),
      password_hash: NO_PASSWORD,
      locale: input.locale,
      role: input.role,
      avatar_media_id: null,
      last_login_at: null,
      created_at: now,
      updated_at: now,
      invited_at: now,
      invited_by: input.invitedBy,
    })
    .onConflict((oc) => oc.column('email').doNothing())
    .returningAll()
    .executeTakeFirst();
}

export async function updateUserAccount(
  db: Db,
  id: number,
  changes: {
    name?: string;
    role?: Role;
    deactivated_at?: string | null;
    lead_kinds?: string | null;
  },
): Promise<void> {
  await db
    .updateTable('users')
    .set({ ...changes, updated_at: nowIso() })
    .where('id', '=', id)
    .execute();
}

/**
 * The ids of the active super-admins, locked until the transaction ends on PostgreSQL (`FOR UPDATE`): a
 * second transaction demoting or deactivating one of them waits here, then counts what the first left.
 * SQLite runs one write transaction at a time, so it needs no lock.
 */
export async function lockActiveSuperAdmins(db: Db): Promise<number[]> {
  let query = db.selectFrom('users').select('id').$call(activeWith('administers')).orderBy('id');
  if (isPostgres(db)) query = query.forUpdate();
  const rows = await query.execute();
  return rows.map((row) => Number(row.id));
}

/** Sets the password of an invited, not deactivated account; false when it is no longer that. */
export async function activateInvitedUser(
  db: Db,
  id: number,
  passwordHash: string,
): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({ password_hash: passwordHash, updated_at: nowIso() })
    .where('id', '=', id)
    .where('password_hash', '=', NO_PASSWORD)
    .where('deactivated_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Removes an account that was invited and never accepted (its links go with it). */
export async function deleteInvitedUser(db: Db, id: number): Promise<boolean> {
  const result = await db
    .deleteFrom('users')
    .where('id', '=', id)
    .where('password_hash', '=', NO_PASSWORD)
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}
