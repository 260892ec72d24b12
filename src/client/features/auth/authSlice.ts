import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { isRole, SUPER_ADMIN_ROLE } from '../../../shared/common/constants';
import type { AuthUser } from '../../../shared/auth/schemas';
import { sessionExpired } from '../../app/sessionEvents';
import { authApi } from './authApi';
import { clearStoredSession, readStoredSession } from './session';
import type { SessionUser } from './types';

export interface AuthState {
  user: SessionUser | null;
  token: string | null;
  isAuthenticated: boolean;
  isLoading: boolean;
  /**
   * How the last session ended (docs/product.md#login-and-logout): `expired` when the server refused it (a
   * 401), so the login page says so and logging in returns to the page the user was on; `loggedOut` when
   * the user chose to leave, so it does neither. Logging in clears it.
   */
  ended?: 'expired' | 'loggedOut';
}

export const signedOutState: AuthState = {
  user: null,
  token: null,
  isAuthenticated: false,
  isLoading: false,
};

/**
 * The server sends the role (docs/product.md#roles); a session stored before roles existed has none and
 * counts as super-admin, which every account then was. The menu and the route guard read `role_type`.
 */
export const withRole = (
  user: Omit<AuthUser, 'role_type'> & { role_type?: unknown },
): SessionUser => ({
  ...user,
  role_type: isRole(user.role_type) ? user.role_type : SUPER_ADMIN_ROLE,
});

/**
 * docs/product.md#storage-keys: a token without its user (or a user without its token, or one that cannot be
 * read) is not a session; it is removed at once, so nothing later mistakes it for one.
 */
export function restoreAuthState(storage?: Storage): AuthState {
  const stored = readStoredSession(storage);
  if (!stored) {
    clearStoredSession(storage);
    return signedOutState;
  }
  return { user: withRole(stored.user), token: stored.token, isAuthenticated: true, isLoading: false };
}

const authSlice = createSlice({
  name: 'auth',
  initialState: signedOutState,
  reducers: {
    loggedOut: (): AuthState => ({ ...signedOutState, ended: 'loggedOut' }),
    userUpdated: (state, action: PayloadAction<AuthUser>) => {
      state.user = withRole(action.payload);
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(sessionExpired, (): AuthState => ({ ...signedOutState, ended: 'expired' }))
      .addMatcher(authApi.endpoints.login.matchPending, (state) => {
        state.isLoading = true;
      })
      .addMatcher(authApi.endpoints.login.matchFulfilled, (_state, { payload }) => ({
        user: withRole(payload.data.user),
        token: payload.data.token,
        isAuthenticated: true,
        isLoading: false,
      }))
      // A wrong password after an expired session keeps saying why the user is here.
      .addMatcher(authApi.endpoints.login.matchRejected, ({ ended }): AuthState =>
        ended ? { ...signedOutState, ended } : signedOutState,
      )
      .addMatcher(authApi.endpoints.me.matchFulfilled, (state, { payload }) => {
        if (state.isAuthenticated) state.user = withRole(payload.data);
      });
  },
});

export const { loggedOut, userUpdated } = authSlice.actions;
export const authReducer = authSlice.reducer;

export const selectCurrentUser = (state: { auth: AuthState }) => state.auth.user;
export const selectSessionExpired = (state: { auth: AuthState }) => state.auth.ended === 'expired';
