import type { AuthUser } from '../../../shared/auth';
import type { Role } from '../../../shared/constants';

/** The logged-in user as the client keeps it: the server's user plus the role the client assigns (seed §3). */
export type SessionUser = AuthUser & { role_type: Role };
