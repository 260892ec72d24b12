import { configure, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ResetPasswordInput } from '../../../src/shared/account/schemas';
import { useLocation } from 'react-router-dom';
import { AppRoutes } from '../../../src/client/app/AppRoutes';
import { server } from '../../support/mswServer';
import { renderApp, renderWithProviders } from '../../support/renderApp';

jest.setTimeout(60_000);
// Lazy tabs and antd forms can take seconds to appear on a busy machine; waiting longer costs nothing when fast.
configure({ asyncUtilTimeout: 10_000 });

const TOKEN = 'A'.repeat(43);
const invalidLink = () =>
  HttpResponse.json(
    { message: 'Invalid Link', errors: { token: ['Invalid Link'] } },
    { status: 422 },
  );

describe('forgot and reset password pages', () => {
  it('gives the same confirmation for any email, and is linked from the login page', async () => {
    const asked: string[] = [];
    server.use(
      http.post('/api/admin/password/forgot', async ({ request }) => {
        asked.push(((await request.json()) as { email: string }).email);
        return HttpResponse.json({ message: 'If an account exists…' });
      }),
    );
    const { user } = renderApp('/login');
    await user.click(await screen.findByRole('link', { name: 'Forgot password?' }));
    const email = await screen.findByLabelText('Email');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('Email is Required')).toBeInTheDocument();
    await user.type(email, 'someone@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(/If an account exists for this email/);
    expect(asked).toEqual(['someone@example.com']);
  });

  function Address() {
    const { pathname, search, hash } = useLocation();
    return <output aria-label="address">{`${pathname}${search}${hash}`}</output>;
  }

  it('redirects the template’s address, keeping the token', async () => {
    renderWithProviders(
      <>
        <AppRoutes />
        <Address />
      </>,
      `/pages/reset-password#token=${TOKEN}`,
    );
    expect(
      await screen.findByRole('heading', { name: 'Choose a new password' }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('address')).toHaveTextContent(`/reset-password#token=${TOKEN}`);
  });

  it('moves an old link’s token from the query into the fragment, which is never sent to a server', async () => {
    renderWithProviders(
      <>
        <AppRoutes />
        <Address />
      </>,
      `/reset-password?token=${TOKEN}`,
    );
    expect(
      await screen.findByRole('heading', { name: 'Choose a new password' }),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByLabelText('address')).toHaveTextContent(/^\/reset-password#token=A{43}$/),
    );
  });

  it('shows Invalid Link without a token, with a way to ask again', async () => {
    const { user } = renderApp('/reset-password');
    expect(await screen.findByRole('heading', { name: 'Invalid Link' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Ask for a new link' }));
    expect(
      await screen.findByRole('heading', { name: 'Forgot your password?' }),
    ).toBeInTheDocument();
  });

  it('checks the fields, resets, and says when it is done', async () => {
    const sent: ResetPasswordInput[] = [];
    server.use(
      http.post('/api/admin/password/reset', async ({ request }) => {
        sent.push((await request.json()) as ResetPasswordInput);
        return HttpResponse.json({ message: 'Your password has been reset.' });
      }),
    );
    const { user } = renderApp(`/reset-password#token=${TOKEN}`);
    const password = await screen.findByLabelText('New password');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByText('Please fill all the fields!')).toBeInTheDocument();

    await user.type(password, 'short');
    await user.type(screen.getByLabelText('Confirm the new password'), 'other');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByText('Passwords MUST MATCH')).toBeInTheDocument();
    expect(screen.getByText('The password must be at least 12 characters.')).toBeInTheDocument();

    await user.clear(password);
    await user.type(password, 'a long new passphrase');
    await user.clear(screen.getByLabelText('Confirm the new password'));
    await user.type(screen.getByLabelText('Confirm the new password'), 'a long new passphrase');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByRole('heading', { name: 'Password changed' })).toBeInTheDocument();
    expect(sent).toEqual([
      {
        token: TOKEN,
        password: 'a long new passphrase',
        password_confirmation: 'a long new passphrase',
      },
    ]);
    expect(screen.getByRole('link', { name: 'Back to log in' })).toHaveAttribute('href', '/login');
  });

  it('shows Invalid Link when the server refuses the link', async () => {
    server.use(http.post('/api/admin/password/reset', invalidLink));
    const { user } = renderApp(`/reset-password?token=${TOKEN}`);
    await user.type(await screen.findByLabelText('New password'), 'a long new passphrase');
    await user.type(screen.getByLabelText('Confirm the new password'), 'a long new passphrase');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'Invalid Link' })).toBeInTheDocument(),
    );
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });
});
