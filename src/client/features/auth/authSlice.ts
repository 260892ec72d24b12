import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { SUPER_ADMIN_ROLE } from '../../../shared/constants';
import type { AuthUser } from '../../../shared/auth';
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

/** Seed §3: every logged-in user is a super-admin; the client adds the role. */
export const withRole = (user: AuthUser): SessionUser => ({ ...user, role_type: SUPER_ADMIN_ROLE });

export function restoreAuthState(storage?: Storage): AuthState {
  const stored = readStoredSession(storage);
  return stored
    ? { user: stored.user, token: stored.token, isAuthenticated: true, isLoading: false }
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

export const selectAuth = (state: { auth: AuthState }) => state.auth;
export const selectCurrentUser = (state: { auth: AuthState }) => state.auth.user;
export const selectIsAuthenticated = (state: { auth: AuthState }) => state.auth.isAuthenticated;
