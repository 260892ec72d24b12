import type { AuthUser } from '../../../shared/auth/schemas';
import type { Role } from '../../../shared/common/constants';

/**
 * The logged-in user as the client keeps it: the server's user plus the role the client assigns
 * (docs/product.md#roles).
 */
export type SessionUser = AuthUser & { role_type: Role };
