import type { AuthUser } from '../../src/shared/auth/schemas';
import { TOKEN_STORAGE_KEY, USER_STORAGE_KEY, type Role } from '../../src/shared/common/constants';

export const adminUser: AuthUser = {
  id: 1,
  name: 'Layla Haddad',
  email: 'layla@example.com',
  picture: null,
  photoUrl: null,
  company: { id: 1, name: 'Gulf Homes', media: [] },
  role_type: 'super-admin',
};

/** Puts a session in local storage, as a previous visit would have left it. */
export function storeSession(
  token = 'stored-token',
  user: AuthUser = adminUser,
  role: Role = 'super-admin',
) {
  window.localStorage.setItem(TOKEN_STORAGE_KEY, token);
  window.localStorage.setItem(USER_STORAGE_KEY, JSON.stringify({ ...user, role_type: role }));
}
