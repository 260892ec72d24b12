import { TOKEN_STORAGE_KEY, USER_STORAGE_KEY } from '../../../shared/common/constants';
import type { SessionUser } from './types';

export interface StoredSession {
  token: string;
  user: SessionUser;
}

/** docs/product.md#storage-keys: the session is restored only when both the token and the user are stored. */
export function readStoredSession(storage: Storage = window.localStorage): StoredSession | null {
  const token = storage.getItem(TOKEN_STORAGE_KEY);
  const rawUser = storage.getItem(USER_STORAGE_KEY);
  if (!token || !rawUser) return null;
  try {
    const user = JSON.parse(rawUser) as SessionUser;
    if (typeof user !== 'object' || user === null || typeof user.id !== 'number') return null;
    return { token, user };
  } catch {
    return null;
  }
}

export function writeStoredSession(
  session: StoredSession,
  storage: Storage = window.localStorage,
): void {
  storage.setItem(TOKEN_STORAGE_KEY, session.token);
  storage.setItem(USER_STORAGE_KEY, JSON.stringify(session.user));
}

export function clearStoredSession(storage: Storage = window.localStorage): void {
  storage.removeItem(TOKEN_STORAGE_KEY);
  storage.removeItem(USER_STORAGE_KEY);
}
