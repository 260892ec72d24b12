/** Every API path, so the client and the server never spell one differently. */
export const API_PREFIX = '/api';
export const ADMIN_PREFIX = `${API_PREFIX}/admin`;
export const PUBLIC_PREFIX = `${API_PREFIX}/public`;

export const adminPaths = {
  login: '/login',
  logout: '/logout',
  me: '/me',
  clientErrors: '/client-errors',
} as const;
