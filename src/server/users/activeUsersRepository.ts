/**
 * The people who hold a capability (src/shared/permissions.ts): active accounts only. An invited account
 * (no password yet, usersRepository.ts's NO_PASSWORD) cannot sign in, and a deactivated one may not: neither
 * is assigned a lead nor told of an escalation. The one definition of "an active user with X"; every query
 * that needs it applies `activeWith`.
 */
import type { Kysely, SelectQueryBuilder } from 'kysely';
import { CAPABILITIES, type Capability } from '../../shared/permissions';
import type { Database } from '../db/database';

type Db = Kysely<Database>;

/** Limits a query on `users` to the active accounts that hold `capability`. */
export function activeWith(capability: Capability) {
  return <O>(
    query: SelectQueryBuilder<Database, 'users', O>,
  ): SelectQueryBuilder<Database, 'users', O> =>
    query
      .where('role', 'in', [...CAPABILITIES[capability]])
      .where('deactivated_at', 'is', null)
      // usersRepository.ts's NO_PASSWORD: not imported, so this file stays at the bottom of the users domain.
      .where('password_hash', '!=', '');
}

export interface Recipient {
  id: number;
  name: string;
  email: string;
  locale: string;
}

/** Every active user holding `capability`, by id: whom a notice of that kind goes to. */
export async function activeUsersWith(db: Db, capability: Capability): Promise<Recipient[]> {
  return db
    .selectFrom('users')
    .select(['id', 'name', 'email', 'locale'])
    .$call(activeWith(capability))
    .orderBy('id')
    .execute();
}
