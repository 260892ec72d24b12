/**
 * The Users screen's rules (docs/product.md#users, docs/security.md#accounts): invitations by single-use,
 * expiring links; role changes and deactivation, never of one's own account and never of the last active
 * super-admin; accepting an invitation. Every write records its audit row in its own transaction. A
 * deactivation or a change of role or pool ends the user's live streams at once (the client reconnects
 * under the new role, or is refused).
 */
import { can } from '../../shared/permissions';
import type { Kysely } from 'kysely';
import { accountMessages } from '../../shared/account/rules';
import { serverMessages } from '../../shared/common/errors';
import {
  INVITATION_TTL_HOURS,
  userMessages,
  type AcceptInvitationInput,
  type User,
  type UserInvite,
  type UserUpdate,
} from '../../shared/users/schemas';
import { changesOf, recordAudit } from '../audit/auditRepository';
import { hashPassword } from '../auth/password';
import type { Throttle } from '../auth/throttle';
import { revokeOtherTokens } from '../auth/tokenRepository';
import { hashToken, TOKEN_PATTERN } from '../auth/tokenService';
import { oneTimeLinks } from '../auth/oneTimeLinkRepository';
import { findUserById } from '../auth/userRepository';
import { newPasswordErrors } from '../account/passwordChangeService';
import { getCompany } from '../company/companyRepository';
import type { Config } from '../config';
import { nowIso, type Database, type UserRow } from '../db/database';
import type { StreamsEnder } from '../events/eventBus';
import { streamsEnd } from '../events/streamsEnd';
import { forbidden, HttpError, throwIfErrors, validationError } from '../httpErrors';
import type { Mailer } from '../mail/mailer';
import { LEAD_KINDS } from '../../shared/leads/rules';
import { poolKindsOf } from './poolKinds';
import type { DeactivationStep } from './userDeactivation';
import { inviteMail } from './inviteMail';
import {
  activateInvitedUser,
  deleteInvitedUser,
  findUser,
  insertInvitedUser,
  lockActiveSuperAdmins,
  statusOf,
  updateUserAccount,
} from './usersRepository';

type Db = Kysely<Database>;

const invitations = oneTimeLinks('invitations', { revocable: true, pruneExpired: false });

export interface UsersDeps {
  db: Db;
  config: Pick<Config, 'appUrl'>;
  mailer: Mailer;
  events: StreamsEnder;
  /** What other domains do on a deactivation (userDeactivation.ts). */
  deactivationSteps: readonly DeactivationStep[];
}

const notFound = () => new HttpError(404, serverMessages.notFound);
/** A rule of this screen: its own text as the message and on the field it concerns. */
const refused = (field: string, message: string) =>
  new HttpError(422, message, { [field]: [message] });

/** The link in the mail: the token in the fragment, which browsers never send, so no log ever holds it. */
function invitationLink(appUrl: string, token: string): string {
  return `${appUrl}/accept-invitation#token=${token}`;
}

/** Stores a fresh link for the user (the caller revokes older ones) and returns its token. */
async function newInvitation(trx: Db, userId: number): Promise<string> {
  return invitations.issue(trx, userId, INVITATION_TTL_HOURS * 3_600_000);
}

/** Mails the link, in the language of whoever sent the invitation. */
async function mailInvitation(
  deps: UsersDeps,
  sender: UserRow,
  user: Pick<UserRow, 'email' | 'name' | 'role' | 'locale'>,
  token: string,
): Promise<void> {
  const company = await getCompany(deps.db);
  deps.mailer.send(
    inviteMail({
      // The invitee's account holds the language the inviter chose when inviting.
      locale: user.locale,
      to: user.email,
      name: user.name,
      inviter: sender.name,
      role: user.role,
      company: company?.name ?? null,
      link: invitationLink(deps.config.appUrl, token),
    }),
  );
}

export async function inviteUser(
  deps: UsersDeps,
  inviter: UserRow,
  input: UserInvite,
): Promise<User> {
  const { locale = inviter.locale, ...fields } = input;
  const { user, token } = await deps.db.transaction().execute(async (trx) => {
    const created = await insertInvitedUser(trx, { ...fields, locale, invitedBy: inviter.id });
    if (!created) throw validationError({ email: [accountMessages.emailTaken] });
    const link = await newInvitation(trx, created.id);
    await recordAudit(trx, {
      entity: 'user',
      entityId: created.id,
      action: 'invite',
      changes: changesOf(null, { name: created.name, email: created.email, role: created.role }),
    });
    return { user: created, token: link };
  });
  await mailInvitation(deps, inviter, user, token);
  return (await findUser(deps.db, user.id))!;
}

/** A new link for a pending invitation; every older link of the user stops working. */
export async function resendInvitation(
  deps: UsersDeps,
  sender: UserRow,
  id: number,
): Promise<void> {
  const { user, token } = await deps.db.transaction().execute(async (trx) => {
    const row = await findUserById(trx, id);
    if (!row) throw notFound();
    if (statusOf(row) !== 'invited') throw refused('status', userMessages.notInvited);
    await invitations.retire(trx, id);
    const link = await newInvitation(trx, id);
    await recordAudit(trx, { entity: 'user', entityId: id, action: 'invite-resend' });
    return { user: row, token: link };
  });
  await mailInvitation(deps, sender, user, token);
}

/**
 * Withdraws a pending invitation: the account, which was never used, is removed with its links, so the email
 * can be invited again.
 */
export async function revokeInvitation(db: Db, id: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const row = await findUserById(trx, id);
    if (!row) throw notFound();
    if (statusOf(row) !== 'invited' || !(await deleteInvitedUser(trx, id)))
      throw refused('status', userMessages.notInvited);
    await recordAudit(trx, {
      entity: 'user',
      entityId: id,
      action: 'invite-revoke',
      changes: changesOf({ name: row.name, email: row.email, role: row.role }, null),
    });
  });
}

/**
 * Name, role and activity. The active super-admins are locked first (usersRepository.lockActiveSuperAdmins),
 * so of two super-admins demoting each other at once, the second counts what the first left and is refused.
 * Deactivation revokes every session and pending link of the account in the same transaction.
 */
export async function updateUser(
  deps: UsersDeps,
  actor: UserRow,
  id: number,
  input: UserUpdate,
): Promise<User> {
  const { db } = deps;
  // Other domains' deactivation steps (a deactivated agent's open leads back to the pool, docs/product.md#routing)
  // run in the transaction; what they leave for after the commit (the managers' mail) runs then.
  const afterCommit: Array<() => Promise<void>> = [];
  // Streams opened under the old role, pool or session end once the change is committed.
  let endsStreams = false;
  await db.transaction().execute(async (trx) => {
    const superAdmins = await lockActiveSuperAdmins(trx);
    // The actor's own role is read again under the lock: one demoted a moment ago acts no more.
    if (!superAdmins.includes(actor.id)) throw forbidden();
    const before = await findUserById(trx, id);
    if (!before) throw notFound();

    const role = input.role !== undefined && input.role !== before.role ? input.role : undefined;
    const name =
      input.name !== undefined && input.name.trim() !== before.name ? input.name.trim() : undefined;
    const kindsBefore = poolKindsOf(before.lead_kinds);
    // Stored in the kinds' own order, so the same choice is always the same value.
    const wanted =
      input.lead_kinds && LEAD_KINDS.filter((kind) => input.lead_kinds!.includes(kind));
    const kinds =
      wanted !== undefined && JSON.stringify(wanted) !== JSON.stringify(kindsBefore)
        ? wanted
        : undefined;
    const deactivates = input.active === false && before.deactivated_at === null;
    const reactivates = input.active === true && before.deactivated_at !== null;

    if (id === actor.id && role !== undefined) throw refused('role', userMessages.ownRole);
    if (id === actor.id && deactivates) throw refused('active', userMessages.ownDeactivation);
    const stopsBeingSuperAdmin = deactivates || (role !== undefined && !can(role, 'administers'));
    if (superAdmins.includes(id) && stopsBeingSuperAdmin && superAdmins.length <= 1)
      throw refused(deactivates ? 'active' : 'role', userMessages.lastSuperAdmin);

    const at = nowIso();
    await updateUserAccount(trx, id, {
      ...(name !== undefined && { name }),
      ...(kinds !== undefined && { lead_kinds: kinds === null ? null : JSON.stringify(kinds) }),
      ...(role !== undefined && { role }),
      ...(deactivates && { deactivated_at: at }),
      ...(reactivates && { deactivated_at: null }),
    });
    if (name !== undefined)
      await recordAudit(trx, {
        entity: 'user',
        entityId: id,
        action: 'update',
        changes: { name: [before.name, name] },
      });
    if (kinds !== undefined)
      await recordAudit(trx, {
        entity: 'user',
        entityId: id,
        action: 'update',
        changes: { lead_kinds: [kindsBefore, kinds] },
      });
    if (role !== undefined)
      await recordAudit(trx, {
        entity: 'user',
        entityId: id,
        action: 'role-change',
        changes: { role: [before.role, role] },
      });
    if (deactivates) {
      await revokeOtherTokens(trx, id, null, at);
      await invitations.retire(trx, id, at);
      await recordAudit(trx, { entity: 'user', entityId: id, action: 'deactivate' });
      for (const step of deps.deactivationSteps) {
        const after = await step(trx, { id, name: before.name });
        if (after) afterCommit.push(after);
      }
    }
    if (reactivates) await recordAudit(trx, { entity: 'user', entityId: id, action: 'reactivate' });
    endsStreams = deactivates || role !== undefined || kinds !== undefined;
  });
  if (endsStreams) await deps.events.endStreams(streamsEnd(id));
  for (const after of afterCommit) await after();
  return (await findUser(db, id))!;
}

const invalidInvitation = () =>
  new HttpError(422, userMessages.invitationInvalid, { token: [userMessages.invitationInvalid] });

/**
 * Sets the invited account's password through its link, throttled per browser like a password reset. A
 * refused password does not spend the link; an expired, revoked or used one changes nothing.
 */
export async function acceptInvitation(
  db: Db,
  throttle: Throttle,
  input: AcceptInvitationInput & { ip: string },
): Promise<void> {
  const attempt = await throttle.reserve(input.ip, input.ip);
  const tokenHash = TOKEN_PATTERN.test(input.token) ? hashToken(input.token) : null;
  if (!tokenHash || !(await invitations.isLive(db, tokenHash))) throw invalidInvitation();
  await attempt.succeeded();
  throwIfErrors(newPasswordErrors(input.password, input.password_confirmation));

  const hash = await hashPassword(input.password);
  await db.transaction().execute(async (trx) => {
    // Spending the link is the statement that decides: of two requests racing with it, one wins.
    const userId = await invitations.consume(trx, tokenHash);
    if (userId === undefined) throw invalidInvitation();
    if (!(await activateInvitedUser(trx, userId, hash))) throw invalidInvitation();
    await invitations.retire(trx, userId);
    const user = (await findUserById(trx, userId))!;
    await recordAudit(trx, {
      entity: 'user',
      entityId: userId,
      action: 'invite-accept',
      actor: { id: user.id, name: user.name },
    });
  });
}
