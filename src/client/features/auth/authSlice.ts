import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { isRole, SUPER_ADMIN_ROLE } from '../../../shared/common/constants';
import type { AuthUser } from '../../../shared/auth/schemas';
import { sessionExpired } from '../../app/sessionEvents';
import { authApi } from './authApi';
import { readStoredSession } from './session';
import type { SessionUser } from './types';

export interface AuthState {
  user: SessionUser | null;
  token: string | null;
  isAuthenticated: boolean;
  isLoading: boolean;
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

export function restoreAuthState(storage?: Storage): AuthState {
  const stored = readStoredSession(storage);
  return stored
    ? { user: withRole(stored.user), token: stored.token, isAuthenticated: true, isLoading: false }
    : signedOutState;
}

const authSlice = createSlice({
  name: 'auth',
  initialState: signedOutState,
  reducers: {
    loggedOut: () => signedOutState,
    userUpdated: (state, action: PayloadAction<AuthUser>) => {
      state.user = withRole(action.payload);
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(sessionExpired, () => signedOutState)
      .addMatcher(authApi.endpoints.login.matchPending, (state) => {
        state.isLoading = true;
      })
      .addMatcher(authApi.endpoints.login.matchFulfilled, (_state, { payload }) => ({
        user: withRole(payload.data.user),
        token: payload.data.token,
        isAuthenticated: true,
        isLoading: false,
      }))
      .addMatcher(authApi.endpoints.login.matchRejected, () => signedOutState)
      .addMatcher(authApi.endpoints.me.matchFulfilled, (state, { payload }) => {
        if (state.isAuthenticated) state.user = withRole(payload.data);
      });
  },
});

export const { loggedOut, userUpdated } = authSlice.actions;
export const authReducer = authSlice.reducer;

export const selectCurrentUser = (state: { auth: AuthState }) => state.auth.user;
