/**
 * First-start setup. No account ships with a known password, so a fresh install cannot be entered by a
 * guessed default (docs/security.md#accounts): while no super-admin exists, the first admin comes from
 * ADMIN_EMAIL / ADMIN_PASSWORD, or gets a generated password that is shown once
 * (docs/operations.md#first-start).
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../shared/common/constants';
import type { Config } from './config';
import type { Database } from './db/database';
import { generatePassword, hashPassword } from './auth/password';
import { ensureCompany } from './company/companyRepository';
import { createUserIfAbsent, hasSuperAdmin } from './auth/userRepository';

export const DEFAULT_COMPANY_NAME = 'Realty Admin';
const DEFAULT_ADMIN_NAME = 'Administrator';

export interface EnsureAdminResult {
  /** True when this call created the admin. */
  created: boolean;
  email: string;
  /** The generated password, only when one was generated just now; print it once. */
  generatedPassword: string | null;
}

export function checkPasswordLength(password: string): string | null {
  if (password.length < PASSWORD_MIN_LENGTH || password.length > PASSWORD_MAX_LENGTH) {
    return `Passwords must be ${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters long`;
  }
  return null;
}

export async function ensureAdmin(
  db: Kysely<Database>,
  config: Pick<Config, 'adminEmail' | 'adminPassword'>,
  log?: Pick<FastifyBaseLogger, 'info'>,
): Promise<EnsureAdminResult> {
  await ensureCompany(db, DEFAULT_COMPANY_NAME);
  // Accounts of other roles do not count: `npm run db:seed` on an empty database makes the demo's sales
  // agents, none of whom can sign in, and the first start must still make its administrator.
  if (await hasSuperAdmin(db))
    return { created: false, email: config.adminEmail, generatedPassword: null };

  const generatedPassword = config.adminPassword === null ? generatePassword() : null;
  const password = config.adminPassword ?? generatedPassword!;
  const problem = checkPasswordLength(password);
  if (problem) throw new Error(`ADMIN_PASSWORD: ${problem}`);

  const created = await createUserIfAbsent(db, {
    name: DEFAULT_ADMIN_NAME,
    email: config.adminEmail,
    passwordHash: await hashPassword(password),
  });
  // Another instance starting at the same moment created it first: its password, not ours, is the one.
  if (!created) return { created: false, email: config.adminEmail, generatedPassword: null };
  log?.info({ email: config.adminEmail }, 'created the first admin account');
  return { created: true, email: config.adminEmail, generatedPassword };
}
