/** Users-area rules without schemas, so the client can use them without bundling TypeBox. */
import type { Role } from '../common/constants';

/** Derived, never stored (docs/product.md#users): invited until a link is accepted, deactivated on demand. */
export const USER_STATUSES = ['invited', 'active', 'deactivated'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

export const USER_SORTS = ['name', 'email', 'role', 'last_login_at', 'created_at'] as const;

/** The role the invitation form offers first: the least reach (content only). */
export const FIRST_OFFERED_ROLE: Role = 'editor';

/** How long an e-mailed invitation link works. */
export const INVITATION_TTL_HOURS = 72;

/** The users routes' messages; the client translates each (users.server.* in locales/). */
export const userMessages = {
  invited: 'The invitation has been sent.',
  invitationResent: 'A new invitation has been sent; the previous link no longer works.',
  invitationRevoked: 'The invitation has been revoked.',
  updated: 'The user has been updated.',
  invitationAccepted: 'Your account is ready. You can log in now.',
  invitationInvalid: 'This invitation link is invalid, expired or already used.',
  notInvited: 'This user has no pending invitation.',
  ownRole: 'You cannot change your own role.',
  ownDeactivation: 'You cannot deactivate your own account.',
  lastSuperAdmin: 'The last active super-admin cannot be demoted or deactivated.',
} as const;
export type UserMessageKey = keyof typeof userMessages;
