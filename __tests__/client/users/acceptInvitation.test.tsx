/** /accept-invitation (docs/product.md#users): the token from the fragment, then on to the login. */
import { configure, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { AcceptInvitationInput } from '../../../src/shared/users/schemas';
import { server } from '../../support/mswServer';
import { renderApp } from '../../support/renderApp';

jest.setTimeout(60_000);
configure({ asyncUtilTimeout: 10_000 });

const TOKEN = 'B'.repeat(43);
const PASSWORD = 'a long enough password';

describe('the accept-invitation page', () => {
  it('posts the token from the fragment with the new password, then shows the login', async () => {
    const bodies: AcceptInvitationInput[] = [];
    server.use(
      http.post('/api/admin/invitations/accept', async ({ request }) => {
        bodies.push((await request.json()) as AcceptInvitationInput);
        return HttpResponse.json({ message: 'Your account is ready. You can log in now.' });
      }),
    );
    const { user } = renderApp(`/accept-invitation#token=${TOKEN}`);
    expect(
      await screen.findByRole('heading', { name: 'Accept your invitation' }),
    ).toBeInTheDocument();
    await user.type(screen.getByLabelText('Password'), PASSWORD);
    await user.type(screen.getByLabelText('Confirm the password'), 'something else entirely');
    await user.click(screen.getByRole('button', { name: 'Set my password' }));
    expect(await screen.findByText('Passwords MUST MATCH')).toBeInTheDocument();
    expect(bodies).toEqual([]);

    await user.clear(screen.getByLabelText('Confirm the password'));
    await user.type(screen.getByLabelText('Confirm the password'), PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Set my password' }));
    await waitFor(() =>
      expect(bodies).toEqual([
        { token: TOKEN, password: PASSWORD, password_confirmation: PASSWORD },
      ]),
    );
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent(/Your account is ready/);
  });

  it('says so when the link is used, revoked or expired', async () => {
    server.use(
      http.post('/api/admin/invitations/accept', () =>
        HttpResponse.json(
          {
            message: 'This invitation link is invalid, expired or already used.',
            errors: { token: ['This invitation link is invalid, expired or already used.'] },
          },
          { status: 422 },
        ),
      ),
    );
    const { user } = renderApp(`/accept-invitation#token=${TOKEN}`);
    await user.type(await screen.findByLabelText('Password'), PASSWORD);
    await user.type(screen.getByLabelText('Confirm the password'), PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Set my password' }));
    expect(await screen.findByRole('heading', { name: 'Invalid invitation' })).toBeInTheDocument();
  });

  it('says so at once for a link without a token', async () => {
    renderApp('/accept-invitation');
    expect(await screen.findByRole('heading', { name: 'Invalid invitation' })).toBeInTheDocument();
  });
});
