import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { TOKEN_STORAGE_KEY, USER_STORAGE_KEY } from '../../../src/shared/common/constants';
import { localeChanged } from '../../../src/client/features/settings/settingsSlice';
import { subscribeUnexpected } from '../../../src/client/components/unexpectedErrors';
import { adminUser, storeSession } from '../../support/fixtures';
import { server } from '../../support/mswServer';
import { serveLeadSummaries } from '../leads/leadsTestKit';
import { renderApp } from '../../support/renderApp';

const meOk = http.get('/api/admin/me', () => HttpResponse.json({ data: adminUser }));

describe('private routes and the session', () => {
  // Every private page polls the unread badges, and home is the leads dashboard.
  beforeEach(() => serveLeadSummaries());

  it('sends a visitor without a session to /login', async () => {
    renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
  });

  it('restores a stored session and shows the user and company in the header', async () => {
    storeSession();
    server.use(meOk);
    renderApp('/');
    expect(
      await screen.findByRole('heading', { name: 'Welcome, Layla Haddad' }),
    ).toBeInTheDocument();
    const menuButton = screen.getByRole('button', { name: /, user menu$/ });
    expect(menuButton).toHaveTextContent('Layla Haddad');
    expect(menuButton).toHaveTextContent('Gulf Homes');
    // Isolated, so an English name keeps its punctuation at its end in Arabic (docs/product.md#screens).
    expect(within(menuButton).getByText('Layla Haddad').tagName).toBe('BDI');
    expect(within(menuButton).getByText('Gulf Homes').tagName).toBe('BDI');
  });

  it("says 'User' and 'Admin' when the user and company have no names", async () => {
    const unnamed = { ...adminUser, name: '', company: null };
    storeSession('tok', unnamed);
    server.use(http.get('/api/admin/me', () => HttpResponse.json({ data: unnamed })));
    renderApp('/');
    const menuButton = await screen.findByRole('button', { name: /, user menu$/ });
    expect(menuButton).toHaveTextContent('User');
    expect(menuButton).toHaveTextContent('Admin');
  });

  it('logs out: shows the server message, clears the storage, returns to /login', async () => {
    storeSession();
    let authorization: string | null = null;
    server.use(
      meOk,
      http.post('/api/admin/logout', ({ request }) => {
        authorization = request.headers.get('authorization');
        return HttpResponse.json({ message: 'Logged out successfully' });
      }),
    );
    const { user } = renderApp('/');
    await user.click(await screen.findByRole('button', { name: /, user menu$/ }));
    await user.click(await screen.findByText('Log out'));
    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Logged out successfully');
    expect(authorization).toBe('Bearer stored-token');
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(window.localStorage.getItem(USER_STORAGE_KEY)).toBeNull();
  });

  it('logs out locally even when the server call fails, without an error dialog', async () => {
    storeSession();
    server.use(
      meOk,
      http.post('/api/admin/logout', () => HttpResponse.json({ message: 'boom' }, { status: 500 })),
    );
    const reported: unknown[] = [];
    const unsubscribe = subscribeUnexpected((details) => void (details && reported.push(details)));
    const { user } = renderApp('/');
    await user.click(await screen.findByRole('button', { name: /, user menu$/ }));
    await user.click(await screen.findByText('Log out'));
    // The menu leaves for /login once the call has settled, failed or not.
    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
    unsubscribe();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    // docs/product.md#login-and-logout: a failed logout is ignored, so it opens no error dialog either.
    expect(reported).toEqual([]);
  });

  it('ends the session when an admin call answers 401', async () => {
    storeSession('revoked');
    server.use(
      http.get('/api/admin/me', () =>
        HttpResponse.json({ message: 'Unauthenticated.' }, { status: 401 }),
      ),
    );
    renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });

  describe('an expired session', () => {
    const EXPIRED = 'Your session has expired, please log in again';
    const loginOk = http.post('/api/admin/login', () =>
      HttpResponse.json({
        data: { token: 'fresh-token', user: adminUser },
        message: 'Logged in successfully',
      }),
    );
    const emptyPage = { data: [], meta: { current_page: 1, per_page: 20, total: 0, last_page: 1 } };
    /** The projects list's developer filter asks for developers once the list shows. */
    const developersOk = http.get('/api/admin/developers', () => HttpResponse.json(emptyPage));
    /** The projects list answers 401 to the revoked token and a page to the fresh one; records each query. */
    function serveProjects() {
      const asked: { token: string | null; page: string | null }[] = [];
      server.use(
        developersOk,
        http.get('/api/admin/projects', ({ request }) => {
          const token = request.headers.get('authorization');
          asked.push({ token, page: new URL(request.url).searchParams.get('page') });
          if (token !== 'Bearer fresh-token')
            return HttpResponse.json({ message: 'Unauthenticated.' }, { status: 401 });
          return HttpResponse.json({
            data: [],
            meta: { current_page: 2, per_page: 20, total: 21, last_page: 2 },
          });
        }),
      );
      return asked;
    }

    it('says so on /login, and after logging in returns to the page and its query', async () => {
      storeSession('revoked');
      server.use(meOk, loginOk);
      const asked = serveProjects();
      const { user } = renderApp('/projects?page=2');
      expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
      expect(screen.getByRole('alert')).toHaveTextContent(EXPIRED);
      expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();

      await user.type(screen.getByLabelText('Email'), 'layla@example.com');
      await user.type(screen.getByLabelText('Password'), 'secret-password');
      await user.click(screen.getByRole('button', { name: 'Log in' }));
      await waitFor(() => expect(asked.at(-1)).toEqual({ token: 'Bearer fresh-token', page: '2' }));
      expect(await screen.findByRole('heading', { name: 'Projects' })).toBeInTheDocument();
      expect(screen.queryByText(EXPIRED)).not.toBeInTheDocument();
    });

    it('keeps saying so after a wrong password', async () => {
      storeSession('revoked');
      server.use(
        meOk,
        http.post('/api/admin/login', () =>
          HttpResponse.json(
            { message: 'These credentials do not match our records.' },
            { status: 401 },
          ),
        ),
      );
      serveProjects();
      const { user } = renderApp('/projects?page=2');
      await screen.findByText(EXPIRED);
      await user.type(screen.getByLabelText('Email'), 'layla@example.com');
      await user.type(screen.getByLabelText('Password'), 'wrong-password');
      expect(screen.getByLabelText('Email')).toHaveValue('layla@example.com');
      expect(screen.getByLabelText('Password')).toHaveValue('wrong-password');
      await user.click(screen.getByRole('button', { name: 'Log in' }));
      expect(await screen.findByText(/credentials do not match/)).toBeInTheDocument();
      expect(screen.getByText(EXPIRED)).toBeInTheDocument();
    });

    it('says so in Arabic', async () => {
      storeSession('revoked');
      server.use(meOk);
      serveProjects();
      const { store } = renderApp('/projects?page=2');
      act(() => void store.dispatch(localeChanged('ar')));
      expect(
        await screen.findByText('انتهت صلاحية جلستك، يرجى تسجيل الدخول مرة أخرى'),
      ).toBeInTheDocument();
    });

    it('a deliberate logout says nothing of it and does not return to the old page', async () => {
      storeSession();
      server.use(
        meOk,
        loginOk,
        developersOk,
        http.post('/api/admin/logout', () =>
          HttpResponse.json({ message: 'Logged out successfully' }),
        ),
        http.get('/api/admin/projects', () =>
          HttpResponse.json({
            data: [],
            meta: { current_page: 2, per_page: 20, total: 21, last_page: 2 },
          }),
        ),
      );
      const { user } = renderApp('/projects?page=2');
      await user.click(await screen.findByRole('button', { name: /, user menu$/ }));
      await user.click(await screen.findByText('Log out'));
      expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
      expect(screen.queryByText(EXPIRED)).not.toBeInTheDocument();

      await user.type(screen.getByLabelText('Email'), 'layla@example.com');
      await user.type(screen.getByLabelText('Password'), 'secret-password');
      await user.click(screen.getByRole('button', { name: 'Log in' }));
      expect(
        await screen.findByRole('heading', { name: 'Welcome, Layla Haddad' }),
      ).toBeInTheDocument();
    });

    it.each([
      ['a token without its user', TOKEN_STORAGE_KEY, 'left-token'],
      ['a user without its token', USER_STORAGE_KEY, JSON.stringify(adminUser)],
    ])('removes %s at startup and lands on /login without a word', async (_label, key, value) => {
      window.localStorage.setItem(key, value);
      renderApp('/projects');
      expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
      expect(window.localStorage.getItem(key)).toBeNull();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    });
  });

  it("shows 'Page Not Found!' with a way home for an unknown route", async () => {
    storeSession();
    server.use(meOk);
    renderApp('/no-such-page');
    expect(await screen.findByText('Page Not Found!')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back To Home' })).toHaveAttribute('href', '/');
  });
});
