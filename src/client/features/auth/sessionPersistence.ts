import { createListenerMiddleware, isAnyOf } from '@reduxjs/toolkit';
import { sessionExpired } from '../../app/sessionEvents';
import { authApi } from './authApi';
import { loggedOut, userUpdated, type AuthState } from './authSlice';
import { clearStoredSession, writeStoredSession } from './session';

/**
 * Keeps the stored token and user (docs/product.md#storage-keys) in step with the auth state, outside the
 * reducers.
 */
export const sessionPersistence = createListenerMiddleware();

sessionPersistence.startListening({
  matcher: isAnyOf(
    authApi.endpoints.login.matchFulfilled,
    authApi.endpoints.me.matchFulfilled,
    userUpdated,
  ),
  effect: (_action, listenerApi) => {
    const { auth } = listenerApi.getState() as { auth: AuthState };
    if (auth.token && auth.user) writeStoredSession({ token: auth.token, user: auth.user });
  },
});

sessionPersistence.startListening({
  matcher: isAnyOf(loggedOut, sessionExpired),
  effect: (_action, listenerApi) => {
    clearStoredSession();
    listenerApi.dispatch(authApi.util.resetApiState());
  },
});
