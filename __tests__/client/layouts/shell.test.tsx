import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { THEME_STORAGE_KEY } from '../../../src/shared/common/constants';
import { adminUser, storeSession } from '../../support/fixtures';
import { server } from '../../support/mswServer';
import { serveLeadSummaries } from '../leads/leadsTestKit';
import { renderApp, setWindowWidth } from '../../support/renderApp';

// /profile now renders the account form (antd Form): ~3 s more in jsdom, past 20 s on a loaded machine.
jest.setTimeout(120_000);

const meOk = http.get('/api/admin/me', () => HttpResponse.json({ data: adminUser }));

/** The label of a customizer option (antd's radio buttons take clicks on their label, as users do). */
const option = (customizer: HTMLElement, choice: string, group: string) =>
  within(within(customizer).getByRole('group', { name: group }))
    .getByRole('radio', { name: choice })
    .closest('label') as HTMLElement;

async function enableCustomizer(user: ReturnType<typeof renderApp>['user']) {
  // The customizer's chunk loads on demand: give it time on a loaded machine.
  const slow = { timeout: 10_000 };
  await user.click(await screen.findByRole('switch', { name: 'Show the theme customizer' }, slow));
  await user.click(await screen.findByRole('button', { name: 'Open the theme customizer' }, slow));
  return screen.findByRole('dialog', { name: 'Theme Customizer' }, slow);
}

describe('the application shell', () => {
  // Every private page polls the unread badges, and home is the leads dashboard.
  beforeEach(() => serveLeadSummaries());

  beforeEach(() => {
    storeSession();
    server.use(meOk);
  });
  afterEach(() => {
    setWindowWidth(1024);
    document.body.className = '';
  });

  it('hides the sidebar behind a toggle below 1200 px and shows it from 1200 px', async () => {
    setWindowWidth(1100);
    const { user } = renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'Toggle menu' }));
    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).getByRole('link', { name: 'Projects' })).toBeInTheDocument();
    setWindowWidth(1366);
    expect(await screen.findByRole('button', { name: 'Collapse sidebar' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Toggle menu' })).not.toBeInTheDocument();
  });

  it('closes the opened sidebar on a route change', async () => {
    setWindowWidth(1100);
    const { user } = renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'Toggle menu' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('link', { name: 'Projects' }),
    );
    await waitFor(() => expect(document.querySelector('.ant-drawer-open')).toBeNull());
  });

  it('collapses and expands the sidebar, and remembers it', async () => {
    setWindowWidth(1366);
    const { user } = renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'Collapse sidebar' }));
    expect(await screen.findByRole('button', { name: 'Expand sidebar' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await waitFor(() =>
      expect(window.localStorage.getItem(`persist:${THEME_STORAGE_KEY}`)).toContain(
        '"sidebarCollapsed":"true"',
      ),
    );
  });

  it('keeps the customizer away until the profile page switches it on', async () => {
    const { user } = renderApp('/profile');
    expect(await screen.findByRole('heading', { name: 'Profile' })).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Open the theme customizer' }),
    ).not.toBeInTheDocument();
    const customizer = await enableCustomizer(user);
    expect(within(customizer).getByText('Navbar type')).toBeInTheDocument();
  });

  it('applies the dark theme to the body and antd, and persists it', async () => {
    const { user } = renderApp('/profile');
    const customizer = await enableCustomizer(user);
    await user.click(option(customizer, 'Dark', 'Theme'));
    await waitFor(() => expect(document.body).toHaveClass('dark-layout'));
    await user.click(option(customizer, 'Semi Dark', 'Theme'));
    await waitFor(() => expect(document.body).toHaveClass('semi-dark-layout'));
    expect(document.body).not.toHaveClass('dark-layout');
    await user.click(option(customizer, 'Light', 'Theme'));
    await waitFor(() => expect(document.body).not.toHaveClass('semi-dark-layout'));
    await waitFor(() =>
      expect(window.localStorage.getItem(`persist:${THEME_STORAGE_KEY}`)).toContain('light'),
    );
  });

  it('switches the navbar type and the page direction from the customizer', async () => {
    const { user, container } = renderApp('/profile');
    const customizer = await enableCustomizer(user);
    await user.click(option(customizer, 'Sticky', 'Navbar type'));
    expect(container.querySelector('.navbar')).toHaveClass('navbar--sticky');
    await user.click(option(customizer, 'Right to left', 'Direction'));
    await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'rtl'));
    await user.click(option(customizer, 'Hidden', 'Navbar type'));
    expect(container.querySelector('.navbar')).toBeNull();
  });

  it('shows the horizontal menu from 1200 px and turns vertical at 1199', async () => {
    setWindowWidth(1366);
    const { user } = renderApp('/profile');
    const customizer = await enableCustomizer(user);
    await user.click(option(customizer, 'Horizontal', 'Layout'));
    await waitFor(() => expect(document.querySelector('.ant-menu-horizontal')).not.toBeNull());
    setWindowWidth(1199);
    await waitFor(() => expect(document.querySelector('.ant-menu-horizontal')).toBeNull());
    expect(screen.getByRole('button', { name: 'Toggle menu' })).toBeInTheDocument();
  });

  it('keeps the customizer open while the layout changes and after a reset', async () => {
    setWindowWidth(1366);
    const { user } = renderApp('/profile');
    const customizer = await enableCustomizer(user);
    await user.click(option(customizer, 'Horizontal', 'Layout'));
    await waitFor(() => expect(document.querySelector('.ant-menu-horizontal')).not.toBeNull());
    expect(screen.getByRole('dialog', { name: 'Theme Customizer' })).toBeVisible();
    await user.click(option(customizer, 'Dark', 'Theme'));
    await user.click(within(customizer).getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(document.querySelector('.ant-menu-horizontal')).toBeNull());
    expect(screen.getByRole('dialog', { name: 'Theme Customizer' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Open the theme customizer' })).toBeInTheDocument();
  });

  it('offers scrolling back to the top after 160 px', async () => {
    renderApp('/');
    await screen.findByRole('heading', { name: /Welcome/ });
    expect(screen.queryByRole('button', { name: 'Scroll to top' })).not.toBeInTheDocument();
    act(() => {
      Object.defineProperty(window, 'scrollY', { configurable: true, value: 161 });
      fireEvent.scroll(window);
    });
    expect(await screen.findByRole('button', { name: 'Scroll to top' })).toBeInTheDocument();
    expect(document.querySelector('.navbar')).toHaveClass('navbar--shadow', 'navbar--scrolling');
    act(() => {
      Object.defineProperty(window, 'scrollY', { configurable: true, value: 60 });
      fireEvent.scroll(window);
    });
    expect(screen.queryByRole('button', { name: 'Scroll to top' })).not.toBeInTheDocument();
    expect(document.querySelector('.navbar')).toHaveClass('navbar--scrolling');
    expect(document.querySelector('.navbar')).not.toHaveClass('navbar--shadow');
  });
});
