import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { TOKEN_STORAGE_KEY, USER_STORAGE_KEY } from '../../../src/shared/common/constants';
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
    const menuButton = screen.getByRole('button', { name: 'User menu' });
    expect(menuButton).toHaveTextContent('Layla Haddad');
    expect(menuButton).toHaveTextContent('Gulf Homes');
  });

  it("says 'User' and 'Admin' when the user and company have no names", async () => {
    const unnamed = { ...adminUser, name: '', company: null };
    storeSession('tok', unnamed);
    server.use(http.get('/api/admin/me', () => HttpResponse.json({ data: unnamed })));
    renderApp('/');
    const menuButton = await screen.findByRole('button', { name: 'User menu' });
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
    await user.click(await screen.findByRole('button', { name: 'User menu' }));
    await user.click(await screen.findByText('Log out'));
    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Logged out successfully');
    expect(authorization).toBe('Bearer stored-token');
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(window.localStorage.getItem(USER_STORAGE_KEY)).toBeNull();
  });

  it('logs out locally even when the server call fails', async () => {
    storeSession();
    server.use(
      meOk,
      http.post('/api/admin/logout', () => HttpResponse.json({ message: 'boom' }, { status: 500 })),
    );
    const { user } = renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'User menu' }));
    await user.click(await screen.findByText('Log out'));
    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
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

  it("shows 'Page Not Found!' with a way home for an unknown route", async () => {
    storeSession();
    server.use(meOk);
    renderApp('/no-such-page');
    expect(await screen.findByText('Page Not Found!')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back To Home' })).toHaveAttribute('href', '/');
  });
});
