/** The Users screens (docs/product.md#users): the list, the invite form and one user's page. */
import { configure, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Route, Routes, useLocation } from 'react-router-dom';
import UserInvitePage from '../../../src/client/features/users/pages/UserInvitePage';
import UserPage from '../../../src/client/features/users/pages/UserPage';
import UsersListPage from '../../../src/client/features/users/pages/UsersListPage';
import type { User } from '../../../src/shared/users/schemas';
import { adminUser, storeSession } from '../../support/fixtures';
import { server } from '../../support/mswServer';
import { renderInApp } from '../../support/renderInApp';
import { address, page, renderList, serveList } from '../lists/listTestKit';

configure({ asyncUtilTimeout: 10_000 });
jest.setTimeout(60_000);

const user = (id: number, name: string, extra: Partial<User> = {}): User => ({
  id,
  name,
  email: `${name.split(' ')[0]!.toLowerCase()}@example.com`,
  role: 'editor',
  status: 'active',
  last_login_at: '2026-03-05T09:30:00Z',
  invited_at: null,
  invitation_expires_at: null,
  deactivated_at: null,
  lead_kinds: null,
  created_at: '2026-01-10T08:00:00Z',
  ...extra,
});

function Address() {
  const { pathname } = useLocation();
  return <output aria-label="where">{pathname}</output>;
}

/** A users page at `url` with a super-admin's session (adminUser, id 1). */
function renderAt(path: string, element: React.ReactNode, url: string) {
  storeSession('users-token', adminUser, 'super-admin');
  return renderInApp(
    <>
      <Routes>
        <Route path={path} element={element} />
        <Route path="/users/:id" element={<p>User page</p>} />
        <Route path="/users" element={<p>Users list</p>} />
      </Routes>
      <Address />
    </>,
    { entries: [url] },
  );
}

describe('the users list', () => {
  it('shows each account with its role, status and last login, and keeps the filters in the URL', async () => {
    const requests = serveList('users', () =>
      page([
        user(1, 'Layla Haddad', { role: 'super-admin' }),
        user(2, 'Nadia Invited', {
          role: 'sales-agent',
          status: 'invited',
          last_login_at: null,
        }),
      ]),
    );
    const { user: clicker } = renderList('/users', <UsersListPage />, '/users');
    const nadia = (await screen.findByRole('link', { name: 'Nadia Invited' })).closest(
      'tr',
    ) as HTMLElement;
    expect(within(nadia).getByText('nadia@example.com')).toBeInTheDocument();
    expect(within(nadia).getByText('Sales agent')).toBeInTheDocument();
    expect(within(nadia).getByText('Invited')).toBeInTheDocument();
    expect(within(nadia).getByText('Never')).toBeInTheDocument();
    const layla = screen.getByRole('link', { name: 'Layla Haddad' }).closest('tr') as HTMLElement;
    expect(within(layla).getByText('Super admin')).toBeInTheDocument();
    expect(within(layla).getByText('Active')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Users' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Invite user/ })).toHaveAttribute('href', '/users/add');
    expect(screen.queryByRole('button', { name: /Export CSV/ })).not.toBeInTheDocument();

    await clicker.click(screen.getByRole('button', { name: /^Filters/ }));
    await clicker.click(screen.getByRole('button', { name: /Role/ }));
    await clicker.click(await screen.findByRole('menuitem', { name: 'Editor' }));
    await waitFor(() => expect(address()).toBe('/users?filter%5Brole%5D=editor'));
    await clicker.click(screen.getByRole('button', { name: /Status/ }));
    await clicker.click(await screen.findByRole('menuitem', { name: 'Deactivated' }));
    await waitFor(() =>
      expect(address()).toBe('/users?filter%5Brole%5D=editor&filter%5Bstatus%5D=deactivated'),
    );
    await waitFor(() =>
      expect(requests.at(-1)).toMatchObject({
        'filter[role]': 'editor',
        'filter[status]': 'deactivated',
      }),
    );
  });
});

describe('the invite form', () => {
  it('sends name, email and role, then opens the new user', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post('/api/admin/users', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json(
          {
            data: user(7, 'Omar Khalil', { role: 'sales-manager', status: 'invited' }),
            message: 'The invitation has been sent.',
          },
          { status: 201 },
        );
      }),
    );
    const { user: clicker } = renderAt('/users/add', <UserInvitePage />, '/users/add');
    await clicker.type(await screen.findByLabelText('Name'), ' Omar Khalil ');
    await clicker.type(screen.getByLabelText('Email'), 'omar@example.com');
    await clicker.click(screen.getByRole('combobox', { name: 'Role' }));
    await clicker.click(await screen.findByTitle('Sales manager'));
    await clicker.click(screen.getByRole('button', { name: 'Send invitation' }));
    await waitFor(() => expect(screen.getByLabelText('where')).toHaveTextContent('/users/7'));
    expect(bodies).toEqual([
      { name: 'Omar Khalil', email: 'omar@example.com', role: 'sales-manager', locale: 'en' },
    ]);
    expect(await screen.findByRole('alert')).toHaveTextContent('The invitation has been sent.');
  });

  it("shows the server's field errors from a 422 on their fields", async () => {
    server.use(
      http.post('/api/admin/users', () =>
        HttpResponse.json(
          {
            message: 'The given data was invalid.',
            errors: { email: ['The email has already been taken.'] },
          },
          { status: 422 },
        ),
      ),
    );
    const { user: clicker } = renderAt('/users/add', <UserInvitePage />, '/users/add');
    await clicker.type(await screen.findByLabelText('Name'), 'Layla Again');
    await clicker.type(screen.getByLabelText('Email'), 'layla@example.com');
    await clicker.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('The email has already been taken.')).toBeInTheDocument();
    expect(screen.getByLabelText('where')).toHaveTextContent('/users/add');
  });
});

describe("a user's page", () => {
  const serveUser = (record: User) => {
    const patches: unknown[] = [];
    server.use(
      http.get(`/api/admin/users/${record.id}`, () => HttpResponse.json({ data: record })),
      http.patch(`/api/admin/users/${record.id}`, async ({ request }) => {
        const body = (await request.json()) as Partial<User> & { active?: boolean };
        patches.push(body);
        return HttpResponse.json({
          data: { ...record, status: body.active === false ? 'deactivated' : record.status },
          message: 'The user has been updated.',
        });
      }),
    );
    return patches;
  };

  it('on your own account, disables the role with a note and offers no deactivation', async () => {
    serveUser(user(adminUser.id, 'Layla Haddad', { role: 'super-admin' }));
    renderAt('/users/:id', <UserPage />, `/users/${adminUser.id}`);
    const role = await screen.findByRole('combobox', { name: 'Role' });
    expect(role).toBeDisabled();
    expect(screen.getAllByText('You cannot change your own role.').length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: 'Deactivate' })).not.toBeInTheDocument();
  });

  it("changes another user's role and deactivates after confirmation", async () => {
    const patches = serveUser(user(5, 'Sara Lee'));
    const { user: clicker } = renderAt('/users/:id', <UserPage />, '/users/5');
    const role = await screen.findByRole('combobox', { name: 'Role' });
    expect(role).not.toBeDisabled();
    await clicker.click(role);
    await clicker.click(await screen.findByTitle('Sales agent'));
    await clicker.click(screen.getByRole('button', { name: 'Save' }));
    // An agent's pool: every kind, as the boxes were all ticked.
    await waitFor(() =>
      expect(patches).toEqual([{ name: 'Sara Lee', role: 'sales-agent', lead_kinds: null }]),
    );

    await clicker.click(screen.getByRole('button', { name: 'Deactivate' }));
    await clicker.click(await screen.findByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(patches.at(-1)).toEqual({ active: false }));
  });

  it("sets a sales agent's pool of lead kinds", async () => {
    const patches = serveUser(user(6, 'Omar Agent', { role: 'sales-agent', lead_kinds: null }));
    const { user: clicker } = renderAt('/users/:id', <UserPage />, '/users/6');
    const contact = await screen.findByRole('checkbox', { name: 'Contact' });
    expect(contact).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Sale' })).toBeChecked();
    await clicker.click(contact);
    await clicker.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(patches).toEqual([
        {
          name: 'Omar Agent',
          role: 'sales-agent',
          lead_kinds: ['project', 'consulting', 'sale'],
        },
      ]),
    );
  });

  it('shows no pool of lead kinds for other roles', async () => {
    serveUser(user(7, 'Rana Editor'));
    renderAt('/users/:id', <UserPage />, '/users/7');
    await screen.findByRole('combobox', { name: 'Role' });
    expect(screen.queryByRole('checkbox', { name: 'Contact' })).not.toBeInTheDocument();
  });

  it('offers resend and revoke while invited', async () => {
    serveUser(user(9, 'Pending Person', { status: 'invited', last_login_at: null }));
    const posted: string[] = [];
    server.use(
      http.post('/api/admin/users/9/invitation', () => {
        posted.push('resend');
        return HttpResponse.json({
          message: 'A new invitation has been sent; the previous link no longer works.',
        });
      }),
    );
    const { user: clicker } = renderAt('/users/:id', <UserPage />, '/users/9');
    await clicker.click(await screen.findByRole('button', { name: 'Resend invitation' }));
    await waitFor(() => expect(posted).toEqual(['resend']));
    expect(screen.getByRole('button', { name: 'Revoke invitation' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Deactivate' })).not.toBeInTheDocument();
  });
});
