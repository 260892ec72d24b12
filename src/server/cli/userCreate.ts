/**
 * `npm run user:create -- --email x --name y [--password p] [--role r]`: adds a user, a super-admin unless
 * --role names another role (docs/product.md#roles). Without --password a strong one is generated and
 * printed once.
 */
import { generatePassword, hashPassword } from '../auth/password';
import { checkPasswordLength } from '../bootstrap';
import { loadConfig } from '../config';
import { createDb } from '../db/connect';
import { migrateToLatest } from '../db/migrate';
import { findUserByEmail, createUser, normaliseEmail } from '../auth/userRepository';
import { isRole, NAME_MAX_LENGTH, ROLES, SUPER_ADMIN_ROLE } from '../../shared/common/constants';
import { parseArgs } from './args';

const USAGE =
  'Usage: npm run user:create -- --email admin@example.com --name "Full Name" [--password secret] [--role editor]';

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  const email = normaliseEmail(args.email ?? '');
  const name = (args.name ?? '').trim();
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email))
    throw new Error(`A valid --email is required.\n${USAGE}`);
  if (name === '' || name.length > NAME_MAX_LENGTH) {
    throw new Error(`--name is required (at most ${NAME_MAX_LENGTH} characters).\n${USAGE}`);
  }
  const role = args.role ?? SUPER_ADMIN_ROLE;
  if (!isRole(role)) throw new Error(`--role must be one of ${ROLES.join(', ')}.\n${USAGE}`);
  const generated = args.password === undefined ? generatePassword() : null;
  const password = args.password ?? generated!;
  const problem = checkPasswordLength(password);
  if (problem) throw new Error(problem);

  const db = createDb(loadConfig());
  try {
    await migrateToLatest(db);
    if (await findUserByEmail(db, email))
      throw new Error(`A user with the email ${email} already exists.`);
    await createUser(db, { name, email, role, passwordHash: await hashPassword(password) });
  } finally {
    await db.destroy();
  }
  console.log(`Created ${role} ${email}.`);
  if (generated) console.log(`Password: ${generated}\n(Shown once: store it now.)`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
