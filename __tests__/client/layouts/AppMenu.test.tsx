import { screen, within } from '@testing-library/react';
import { AppMenu } from '../../../src/client/layouts/navigation/AppMenu';
import { storeSession } from '../../support/fixtures';
import { renderWithProviders } from '../../support/renderApp';

describe('AppMenu', () => {
  beforeEach(() => storeSession());

  it('links each entry to its screen, and leaves the template entry out', async () => {
    renderWithProviders(<AppMenu mode="inline" theme="dark" />, '/');
    const menu = await screen.findByRole('menu');
    // The entries' names, by role, are in roles.test.tsx.
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([
      '/',
      '/home-page/assets',
      '/developers',
      '/projects',
      '/our-team',
      '/meta',
      '/lead-routing',
      '/speed-to-lead',
      '/trash',
      '/users',
      '/audit',
      '/mail-queue',
      '/auto-acknowledgement',
    ]);
    expect(within(menu).getByText('SERVICES')).toBeInTheDocument();
    expect(within(menu).getByText('FORMS')).toBeInTheDocument();
    expect(within(menu).queryByText('eCommerce Dashboard')).not.toBeInTheDocument();
  });

  it('opens and highlights the parents of the active route', async () => {
    renderWithProviders(<AppMenu mode="inline" theme="dark" />, '/sale-forms');
    const link = await screen.findByRole('link', { name: 'Sale Forms' });
    expect(link.closest('li')).toHaveClass('ant-menu-item-selected');
    const services = screen.getByText('SERVICES').closest('li');
    expect(services).toHaveClass('ant-menu-submenu-selected');
    expect(services).toHaveClass('ant-menu-submenu-open');
  });

  it('shows badges given for an item', async () => {
    renderWithProviders(<AppMenu mode="inline" theme="dark" badges={{ forms: '7' }} />, '/');
    const forms = (await screen.findByText('FORMS')).closest('li') as HTMLElement;
    expect(within(forms).getByText('7')).toBeInTheDocument();
  });

  it('renders as a horizontal bar', async () => {
    renderWithProviders(<AppMenu mode="horizontal" theme="light" />, '/');
    expect(await screen.findByRole('menu')).toHaveClass('ant-menu-horizontal');
  });
});
