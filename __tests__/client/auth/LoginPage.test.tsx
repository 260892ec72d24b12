import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { TOKEN_STORAGE_KEY } from '../../../src/shared/common/constants';
import { adminUser } from '../../support/fixtures';
import { server } from '../../support/mswServer';
import { serveLeadSummaries } from '../leads/leadsTestKit';
import { renderApp } from '../../support/renderApp';

const meOk = http.get('/api/admin/me', () => HttpResponse.json({ data: adminUser }));

async function fillAndSubmit(
  user: ReturnType<typeof renderApp>['user'],
  email: string,
  password: string,
) {
  const submit = await screen.findByRole('button', { name: 'Log in' });
  if (email) await user.type(screen.getByLabelText('Email'), email);
  if (password) await user.type(screen.getByLabelText('Password'), password);
  await user.click(submit);
}

describe('LoginPage', () => {
  // Every private page polls the unread badges, and home is the leads dashboard.
  beforeEach(() => serveLeadSummaries());

  it('puts the cursor in the email field once the page shows', async () => {
    renderApp('/login');
    const email = await screen.findByLabelText('Email');
    await waitFor(() => expect(email).toHaveFocus());
  });

  it('asks for the email and the password', async () => {
    const { user } = renderApp('/login');
    await fillAndSubmit(user, '', '');
    expect(await screen.findByText('Email is Required')).toBeInTheDocument();
    expect(screen.getByText('Password is Required')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
  });

  it('refuses an invalid email without calling the server', async () => {
    const { user } = renderApp('/login');
    await fillAndSubmit(user, 'not-an-email', 'secret-password');
    expect(await screen.findByText('Invalid Email')).toBeInTheDocument();
    expect(screen.queryByText('Password is Required')).not.toBeInTheDocument();
  });

  it("logs in, shows the server's message and goes home", async () => {
    let body: unknown;
    server.use(
      http.post('/api/admin/login', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({
          data: { token: 'tok-9', user: adminUser },
          message: 'Welcome aboard',
        });
      }),
      meOk,
    );
    const { user } = renderApp('/login');
    await fillAndSubmit(user, '  layla@example.com ', 'correct horse battery');
    expect(await screen.findByRole('alert')).toHaveTextContent('Welcome aboard');
    expect(
      await screen.findByRole('heading', { name: 'Welcome, Layla Haddad' }),
    ).toBeInTheDocument();
    expect(body).toEqual({ email: 'layla@example.com', password: 'correct horse battery' });
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('tok-9');
  });

  it("shows the server's message when login fails", async () => {
    server.use(
      http.post('/api/admin/login', () =>
        HttpResponse.json(
          { message: 'These credentials do not match our records.' },
          { status: 401 },
        ),
      ),
    );
    const { user } = renderApp('/login');
    await fillAndSubmit(user, 'layla@example.com', 'wrong-password');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'These credentials do not match our records.',
    );
    expect(screen.getByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });

  it("shows 'Failed To Login' when the server gives no message", async () => {
    server.use(http.post('/api/admin/login', () => new HttpResponse(null, { status: 502 })));
    const { user } = renderApp('/login');
    await fillAndSubmit(user, 'layla@example.com', 'whatever-password');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed To Login');
  });

  it("shows 'Failed To Login' when the network fails", async () => {
    server.use(http.post('/api/admin/login', () => HttpResponse.error()));
    const { user } = renderApp('/login');
    await fillAndSubmit(user, 'layla@example.com', 'whatever-password');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed To Login');
  });

  it("puts the server's field errors on their fields", async () => {
    server.use(
      http.post('/api/admin/login', () =>
        HttpResponse.json(
          { message: 'The given data was invalid.', errors: { email: ['Invalid Email'] } },
          { status: 422 },
        ),
      ),
    );
    const { user } = renderApp('/login');
    await fillAndSubmit(user, 'layla@example.com', 'whatever-password');
    const email = screen.getByLabelText('Email');
    expect(
      await within(email.closest('.login-field') as HTMLElement).findByText('Invalid Email'),
    ).toBeInTheDocument();
  });

  it('says the server is busy, in Arabic too, when a flood of logins fills the password checks (503)', async () => {
    server.use(
      http.post('/api/admin/login', () =>
        HttpResponse.json(
          { message: 'The server is busy. Please try again in a moment.' },
          { status: 503, headers: { 'retry-after': '1' } },
        ),
      ),
    );
    const { user } = renderApp('/login');
    await user.click(await screen.findByRole('button', { name: 'العربية' }));
    await screen.findByRole('heading', { name: 'مرحبًا بعودتك' });
    await user.type(screen.getByLabelText('البريد الإلكتروني'), 'layla@example.com');
    await user.type(screen.getByLabelText('كلمة المرور'), 'correct horse battery');
    await user.click(screen.getByRole('button', { name: 'تسجيل الدخول' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'الخادم مشغول. يرجى المحاولة مرة أخرى بعد لحظة.',
    );
    // Nothing typed is lost: the user tries again with the same fields.
    expect(screen.getByLabelText('البريد الإلكتروني')).toHaveValue('layla@example.com');
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });

  it('is in Arabic, right to left, after switching the language', async () => {
    const { user } = renderApp('/login');
    await user.click(await screen.findByRole('button', { name: 'العربية' }));
    expect(await screen.findByRole('heading', { name: 'مرحبًا بعودتك' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(document.documentElement).toHaveAttribute('lang', 'ar');
    await user.click(screen.getByRole('button', { name: 'تسجيل الدخول' }));
    expect(await screen.findByText('البريد الإلكتروني مطلوب')).toBeInTheDocument();
  });
});
