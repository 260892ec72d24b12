import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { AppMenu } from '../../../src/client/layouts/navigation/AppMenu';
import { localeChanged } from '../../../src/client/features/settings/settingsSlice';
import type { Role } from '../../../src/shared/common/constants';
import { adminUser, storeSession } from '../../support/fixtures';
import { server } from '../../support/mswServer';
import { renderApp, renderWithProviders, setWindowWidth } from '../../support/renderApp';
import { counts, dashboard } from '../leads/leadsTestKit';

// The private layout and home take several seconds in jsdom on a busy machine.
jest.setTimeout(60_000);

const ENTRIES = [
  'Home',
  'Home Assets',
  'Developers',
  'Projects',
  'Team Members',
  'SEO Page Metadata',
];
const SALES_ENTRIES = ['Home', 'Developers', 'Projects', 'Team Members'];

/** The server's user with its role; counts the unread-badge, dashboard and live-update calls. */
function serve(role: Role) {
  const calls = { unread: 0, dashboard: 0, events: 0 };
  server.use(
    http.get('/api/admin/me', () => HttpResponse.json({ data: { ...adminUser, role_type: role } })),
    http.get('/api/admin/forms/unread', () => {
      calls.unread += 1;
      return HttpResponse.json({ data: counts({ contact: 3, project: 2 }) });
    }),
    http.get('/api/admin/dashboard', () => {
      calls.dashboard += 1;
      return HttpResponse.json({ data: dashboard() });
    }),
    http.get('/api/admin/content-summary', () =>
      HttpResponse.json({
        data: {
          counts: {
            developers: { published: 0, drafts: 0 },
            projects: { published: 0, drafts: 0 },
            team_members: { published: 0, drafts: 0 },
          },
          drafts: [],
          seo: { pages: 0, needing_work: 0 },
        },
      }),
    ),
    http.get('/api/admin/events', () => {
      calls.events += 1;
      return HttpResponse.json({ message: 'Service Unavailable' }, { status: 503 });
    }),
  );
  return calls;
}

async function menuOf(role: Role) {
  storeSession('stored-token', adminUser, role);
  renderWithProviders(<AppMenu mode="inline" theme="dark" />, '/');
  const menu = await screen.findByRole('menu');
  const links = within(menu)
    .getAllByRole('link')
    .map((link) => link.textContent);
  const groups = ['SERVICES', 'FORMS'].filter((group) => within(menu).queryByText(group));
  return { links, groups };
}

describe('the menu by role', () => {
  it('shows a super-admin every entry', async () => {
    expect(await menuOf('super-admin')).toEqual({
      links: [
        ...ENTRIES,
        'Lead routing',
        'Speed to lead',
        'Trash',
        'Users',
        'Audit Log',
        'Mail Queue',
        'Auto-Acknowledgement',
      ],
      groups: ['SERVICES', 'FORMS'],
    });
  });

  it('shows an editor the content entries, without the FORMS and SERVICES groups', async () => {
    expect(await menuOf('editor')).toEqual({ links: [...ENTRIES, 'Trash'], groups: [] });
  });

  it.each([
    ['sales-manager', ['Lead routing', 'Speed to lead', 'Trash']],
    ['sales-agent', ['Speed to lead']],
  ] as const)(
    'shows a %s the leads and the content lists, without home assets or SEO',
    async (role, own) => {
      expect(await menuOf(role)).toEqual({
        links: [...SALES_ENTRIES, ...own],
        groups: ['SERVICES', 'FORMS'],
      });
    },
  );
});

describe('the route guard by role', () => {
  // Wide enough for the sidebar to show.
  beforeEach(() => setWindowWidth(1366));
  afterEach(() => setWindowWidth(1024));

  it.each([
    ['editor', '/contact-forms'],
    ['editor', '/sale-forms/3'],
    ['sales-manager', '/meta'],
    ['sales-agent', '/home-page/assets'],
    ['sales-agent', '/projects/add'],
    ['super-admin', '/ecommerce-dashboard'],
  ] as const)('sends a %s from %s to /misc/not-authorized', async (role, path) => {
    serve(role);
    storeSession('stored-token', adminUser, role);
    renderApp(path);
    expect(await screen.findByText('You are not authorized')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('You are not authorized · Gulf Homes'));
  });

  it('lets an editor in at home, with links to its screens, no lead figures asked for, the stream for presence', async () => {
    const calls = serve('editor');
    storeSession('stored-token', adminUser, 'editor');
    renderApp('/');
    expect(await screen.findByRole('heading', { name: /^Welcome, / })).toBeInTheDocument();
    const menu = screen.getByRole('menu');
    expect(within(menu).getByRole('link', { name: 'SEO Page Metadata' })).toBeInTheDocument();
    expect(within(menu).queryByText('FORMS')).not.toBeInTheDocument();
    const shortcuts = screen.getByRole('navigation', { name: 'Your screens' });
    expect(
      within(shortcuts)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([...ENTRIES.slice(1), 'Trash']);
    expect(calls.unread).toBe(0);
    expect(calls.dashboard).toBe(0);
    // The live stream opens for presence alone (docs/product.md#presence): the server sends it no lead.
    await waitFor(() => expect(calls.events).toBeGreaterThan(0));
  });

  it('lets a sales agent in at home, with the unread badges on FORMS and the dashboard', async () => {
    const calls = serve('sales-agent');
    storeSession('stored-token', adminUser, 'sales-agent');
    renderApp('/');
    const forms = (await screen.findByText('FORMS')).closest('li') as HTMLElement;
    expect(await within(forms).findByText('5')).toBeInTheDocument();
    await waitFor(() => expect(calls.dashboard).toBe(1));
    // The live updates open for a sales role (and here find the stream away: polling goes on).
    await waitFor(() => expect(calls.events).toBeGreaterThan(0));
    expect(screen.queryByRole('navigation', { name: 'Your screens' })).not.toBeInTheDocument();
    expect(within(screen.getByRole('menu')).queryByText('Home Assets')).not.toBeInTheDocument();
  });

  it('follows the role the server sends with the user over the stored one', async () => {
    serve('editor');
    storeSession('stored-token', adminUser, 'super-admin');
    renderApp('/');
    const menu = await screen.findByRole('menu');
    await waitFor(() => expect(within(menu).queryByText('FORMS')).not.toBeInTheDocument());
  });
});

describe('the browser tab title', () => {
  it('names the page and the company, or Realty Admin without a session', async () => {
    renderApp('/login');
    await waitFor(() => expect(document.title).toBe('Log in · Realty Admin'));
  });

  it('names a private page after the user’s company, in the user’s language', async () => {
    serve('super-admin');
    storeSession();
    const { store } = renderApp('/');
    await waitFor(() => expect(document.title).toBe('Home · Gulf Homes'));
    act(() => void store.dispatch(localeChanged('ar')));
    await waitFor(() => expect(document.title).toBe('الرئيسية · Gulf Homes'));
  });
});
