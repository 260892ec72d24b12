import { http, HttpResponse } from 'msw';
import { makeStore } from '../../../src/client/app/store';
import { sessionExpired } from '../../../src/client/app/sessionEvents';
import { authApi } from '../../../src/client/features/auth/authApi';
import { loggedOut, restoreAuthState } from '../../../src/client/features/auth/authSlice';
import { TOKEN_STORAGE_KEY, USER_STORAGE_KEY } from '../../../src/shared/common/constants';
import { adminUser, storeSession } from '../../support/fixtures';
import { server } from '../../support/mswServer';

describe('session restore', () => {
  it('restores the session when both the token and the user are stored', () => {
    storeSession('tok-1');
    expect(restoreAuthState()).toEqual({
      token: 'tok-1',
      user: { ...adminUser, role_type: 'super-admin' },
      isAuthenticated: true,
      isLoading: false,
    });
  });

  it.each([
    ['only the token', () => window.localStorage.setItem(TOKEN_STORAGE_KEY, 'tok')],
    [
      'only the user',
      () => window.localStorage.setItem(USER_STORAGE_KEY, JSON.stringify(adminUser)),
    ],
    [
      'a corrupt user',
      () => {
        window.localStorage.setItem(TOKEN_STORAGE_KEY, 'tok');
        window.localStorage.setItem(USER_STORAGE_KEY, '{not json');
      },
    ],
  ])('stays signed out with %s, and removes what was left', (_label, arrange) => {
    arrange();
    expect(restoreAuthState()).toMatchObject({ isAuthenticated: false, token: null, user: null });
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(window.localStorage.getItem(USER_STORAGE_KEY)).toBeNull();
  });
});

describe('auth state', () => {
  it('goes pending, then authenticated as super-admin, and stores the token and user', async () => {
    server.use(
      http.post('/api/admin/login', () =>
        HttpResponse.json({
          data: { token: 'new-token', user: adminUser },
          message: 'Logged in successfully',
        }),
      ),
    );
    const { store } = makeStore();
    const pending = store.dispatch(
      authApi.endpoints.login.initiate({ email: 'layla@example.com', password: 'x' }),
    );
    expect(store.getState().auth.isLoading).toBe(true);
    await pending;
    expect(store.getState().auth).toEqual({
      token: 'new-token',
      user: { ...adminUser, role_type: 'super-admin' },
      isAuthenticated: true,
      isLoading: false,
    });
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('new-token');
    expect(JSON.parse(window.localStorage.getItem(USER_STORAGE_KEY) ?? '{}')).toMatchObject({
      role_type: 'super-admin',
    });
  });

  it('stays unauthenticated when login fails', async () => {
    server.use(
      http.post('/api/admin/login', () => HttpResponse.json({ message: 'nope' }, { status: 401 })),
    );
    const { store } = makeStore();
    await store.dispatch(authApi.endpoints.login.initiate({ email: 'a@b.co', password: 'x' }));
    expect(store.getState().auth).toMatchObject({
      isAuthenticated: false,
      isLoading: false,
      token: null,
    });
  });

  it.each([
    ['logging out', loggedOut()],
    ['the session expiring', sessionExpired()],
  ])('clears the state and the storage on %s', (_label, action) => {
    storeSession();
    const { store } = makeStore();
    store.dispatch(action);
    expect(store.getState().auth.isAuthenticated).toBe(false);
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(window.localStorage.getItem(USER_STORAGE_KEY)).toBeNull();
  });

  it('remembers how the session ended until the next login', async () => {
    server.use(
      http.post('/api/admin/login', () =>
        HttpResponse.json({ data: { token: 't', user: adminUser }, message: 'Logged in successfully' }),
      ),
    );
    storeSession();
    const { store } = makeStore();
    store.dispatch(sessionExpired());
    expect(store.getState().auth.ended).toBe('expired');
    store.dispatch(loggedOut());
    expect(store.getState().auth.ended).toBe('loggedOut');
    await store.dispatch(authApi.endpoints.login.initiate({ email: 'a@b.co', password: 'x' }));
    expect(store.getState().auth.ended).toBeUndefined();
  });

  it('sends the stored token as a Bearer header', async () => {
    storeSession('bearer-123');
    let seen: string | null = null;
    server.use(
      http.get('/api/admin/me', ({ request }) => {
        seen = request.headers.get('authorization');
        return HttpResponse.json({ data: adminUser });
      }),
    );
    const { store } = makeStore();
    await store.dispatch(authApi.endpoints.me.initiate());
    expect(seen).toBe('Bearer bearer-123');
  });
});
