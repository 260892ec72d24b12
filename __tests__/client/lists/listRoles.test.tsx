/**
 * Lists by role (src/shared/permissions.ts): a role sees no button the server would refuse — a sales
 * manager reads and exports the developers but cannot add, reorder or delete them; a sales agent works a
 * lead list but cannot delete or export it, and a lead's page offers it no Delete.
 */
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import DevelopersListPage from '../../../src/client/features/developers/pages/DevelopersListPage';
import LeadsListPage from '../../../src/client/features/leads/desk/pages/LeadsListPage';
import type { Role } from '../../../src/shared/common/constants';
import { adminUser, storeSession } from '../../support/fixtures';
import { server } from '../../support/mswServer';
import { renderApp, setWindowWidth } from '../../support/renderApp';
import { detail, lead, serveLeadSummaries } from '../leads/leadsTestKit';
import { developer, page, renderList, serveList } from './listTestKit';

describe('what each role is offered on a list', () => {
  it('lets a sales manager read and export the developers, not change them', async () => {
    serveList('developers', () => page([developer(1, 'Emaar', 'إعمار')]));
    renderList('/developers', <DevelopersListPage />, '/developers', undefined, 'sales-manager');
    expect(await screen.findByRole('link', { name: 'Emaar' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Export/ })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /New developer/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete Emaar' })).not.toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Order' })).not.toBeInTheDocument();
    // Nothing could be done with a selection: no checkboxes.
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it('offers an editor everything on the developers', async () => {
    serveList('developers', () => page([developer(1, 'Emaar', 'إعمار')]));
    renderList('/developers', <DevelopersListPage />, '/developers', undefined, 'editor');
    expect(await screen.findByRole('button', { name: 'Delete Emaar' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /New developer/ })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Order' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Select Emaar' })).toBeInTheDocument();
  });

  it('lets a sales agent open leads but not delete or export them', async () => {
    serveLeadSummaries();
    serveList('forms/contact', () => page([lead(1, 'Omar Khalid')]));
    renderList(
      '/contact-forms',
      <LeadsListPage kind="contact" />,
      '/contact-forms',
      undefined,
      'sales-agent',
    );
    expect(await screen.findByText('Omar Khalid')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Export/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete Omar Khalid' })).not.toBeInTheDocument();
  });

  it.each([
    ['sales-agent', false],
    ['sales-manager', true],
  ] as const)('shows a %s a lead with Delete: %s', async (role: Role, deletable: boolean) => {
    setWindowWidth(1366);
    serveLeadSummaries();
    server.use(
      http.get('/api/admin/me', () =>
        HttpResponse.json({ data: { ...adminUser, role_type: role } }),
      ),
      http.get('/api/admin/forms/contact/1', () =>
        HttpResponse.json({
          data: detail(lead(1, 'Omar Khalid', { read_at: '2026-03-06T10:00:00Z' })),
        }),
      ),
    );
    storeSession('lead-token', adminUser, role);
    renderApp('/contact-forms/1');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Omar Khalid' }),
    ).toBeInTheDocument();
    expect(Boolean(screen.queryByRole('button', { name: /\bDelete$/ }))).toBe(deletable);
    setWindowWidth(1024);
  });
});
