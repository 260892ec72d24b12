/**
 * The lead desk on the client (docs/product.md#lead-page): the All / Mine / Unassigned view in the URL, the
 * bulk "Assign to…", the lead page's assignee select (managers) or take button (agents), and the contact
 * links that record a contact.
 */
import { configure, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import LeadsListPage from '../../../../src/client/features/leads/desk/pages/LeadsListPage';
import type { LeadDetail } from '../../../../src/shared/leads/schemas';
import { adminUser, storeSession } from '../../../support/fixtures';
import { server } from '../../../support/mswServer';
import { renderApp, setWindowWidth } from '../../../support/renderApp';
import { address, page, renderList, serveList } from '../../lists/listTestKit';
import { detail, lead, serveLeadSummaries } from '../leadsTestKit';

configure({ asyncUtilTimeout: 10_000 });
jest.setTimeout(150_000);

const assignees = [
  { id: 7, name: 'Aisha Agent' },
  { id: 8, name: 'Bilal Manager' },
];
const contacts = [
  lead(1, 'Omar Khalid', { assignee_id: 7, assignee_name: 'Aisha Agent' }),
  lead(2, 'Sara Ahmed'),
];

function serveDesk() {
  const bodies: { url: string; body: unknown }[] = [];
  const record =
    (status = 200) =>
    async ({ request }: { request: Request }) => {
      bodies.push({ url: new URL(request.url).pathname, body: await request.json() });
      return HttpResponse.json(
        { data: { affected: 1, ...contacts[1], first_response_at: '2026-03-07T09:00:00Z' } },
        { status },
      );
    };
  server.use(
    http.get('/api/admin/assignees', () => HttpResponse.json({ data: assignees })),
    http.post('/api/admin/forms/contact/assign', record()),
    http.patch('/api/admin/forms/contact/:id/assignee', record()),
    http.post('/api/admin/forms/contact/:id/contacts', record(201)),
  );
  return bodies;
}

describe('the lead desk, on a list', () => {
  beforeEach(() => serveLeadSummaries());

  it('switches All / Mine / Unassigned through the URL and the request, and shows the assignee', async () => {
    const requests = serveList('forms/contact', () => page(contacts));
    serveDesk();
    const { user } = renderList(
      '/contact-forms',
      <LeadsListPage kind="contact" />,
      '/contact-forms',
    );
    expect(await screen.findByText('Aisha Agent')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Assignee' })).toBeInTheDocument();
    const view = within(screen.getByLabelText('Show leads'));
    expect(view.getByRole('radio', { name: 'All' })).toBeChecked();
    await user.click(view.getByText('Mine'));
    await waitFor(() => expect(address()).toContain('filter%5Bassignee%5D=me'));
    await waitFor(() => expect(requests.at(-1)?.['filter[assignee]']).toBe('me'));
    await user.click(view.getByText('Unassigned'));
    await waitFor(() => expect(requests.at(-1)?.['filter[assignee]']).toBe('none'));
    await user.click(view.getByText('All'));
    await waitFor(() => expect(address()).not.toContain('assignee'));
  });

  it('assigns the selection to a sales user in one call (managers)', async () => {
    serveList('forms/contact', () => page(contacts));
    const bodies = serveDesk();
    const { user } = renderList(
      '/contact-forms',
      <LeadsListPage kind="contact" />,
      '/contact-forms',
      undefined,
      'sales-manager',
    );
    await user.click(await screen.findByRole('checkbox', { name: 'Select Sara Ahmed' }));
    await user.click(screen.getByRole('button', { name: /Assign 1 lead to/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Aisha Agent' }));
    await waitFor(() =>
      expect(bodies).toEqual([
        { url: '/api/admin/forms/contact/assign', body: { ids: [2], assignee_id: 7 } },
      ]),
    );
  });

  it('offers no bulk assignment to an agent', async () => {
    serveList('forms/contact', () => page(contacts));
    serveDesk();
    const { user } = renderList(
      '/contact-forms',
      <LeadsListPage kind="contact" />,
      '/contact-forms',
      undefined,
      'sales-agent',
    );
    await user.click(await screen.findByRole('checkbox', { name: 'Select Sara Ahmed' }));
    expect(screen.getByRole('button', { name: /Set status of 1 lead/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Assign 1 lead to/ })).toBeNull();
  });
});

describe('the lead desk, on a lead page', () => {
  beforeEach(() => {
    setWindowWidth(1366);
    serveLeadSummaries();
  });

  const serveLead = (row: LeadDetail, role: 'sales-manager' | 'sales-agent') => {
    storeSession('stored-token', { ...adminUser, id: 7 }, role);
    server.use(
      http.get('/api/admin/me', () =>
        HttpResponse.json({ data: { ...adminUser, id: 7, role_type: role } }),
      ),
      http.get(`/api/admin/forms/contact/${row.id}`, () => HttpResponse.json({ data: row })),
      http.patch(`/api/admin/forms/contact/${row.id}`, () => HttpResponse.json({ data: row })),
    );
  };
  const pooled = detail(
    lead(2, 'Sara Ahmed', { phone: '+971 50 123 4567', read_at: '2026-03-06T10:00:00Z' }),
  );

  it('lets a manager pick the assignee', async () => {
    const bodies = serveDesk();
    serveLead(pooled, 'sales-manager');
    const { user } = renderApp('/contact-forms/2');
    const select = await screen.findByRole('combobox', { name: 'Assignee' });
    // Named by a label one can see, not only by an aria-label.
    expect(screen.getByText('Assignee', { selector: 'label' })).toBeVisible();
    expect(screen.getByText(/First response:/)).toHaveTextContent('not yet');
    expect(screen.queryByRole('button', { name: 'Take this lead' })).toBeNull();
    await user.click(select);
    await user.click(await screen.findByTitle('Bilal Manager'));
    await waitFor(() =>
      expect(bodies).toEqual([
        { url: '/api/admin/forms/contact/2/assignee', body: { assignee_id: 8 } },
      ]),
    );
  });

  it('lets an agent take an unassigned lead, and records a contact from its links', async () => {
    const bodies = serveDesk();
    serveLead(pooled, 'sales-agent');
    const { user } = renderApp('/contact-forms/2');
    const take = await screen.findByRole('button', { name: 'Take this lead' });
    expect(screen.queryByRole('combobox', { name: 'Assignee' })).toBeNull();
    const call = screen.getByRole('link', { name: 'Call' });
    expect(call).toHaveAttribute('href', 'tel:+971 50 123 4567');
    expect(screen.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute(
      'href',
      'https://wa.me/971501234567',
    );
    expect(screen.getByRole('link', { name: 'E-mail' })).toHaveAttribute(
      'href',
      'mailto:sara@example.com',
    );
    await user.click(take);
    // jsdom does not follow tel: links; the click still records the contact.
    await user.click(call);
    await waitFor(() =>
      expect(bodies).toEqual([
        { url: '/api/admin/forms/contact/2/assignee', body: { assignee_id: 7 } },
        { url: '/api/admin/forms/contact/2/contacts', body: { channel: 'call' } },
      ]),
    );
  });

  it("shows an agent's own lead's assignee and first response, without a take button", async () => {
    serveDesk();
    serveLead(
      detail(
        lead(3, 'Huda Saleh', {
          assignee_id: 7,
          assignee_name: 'Aisha Agent',
          first_response_at: '2026-03-06T11:00:00Z',
          read_at: '2026-03-06T10:00:00Z',
        }),
      ),
      'sales-agent',
    );
    renderApp('/contact-forms/3');
    expect((await screen.findByText('Aisha Agent')).parentElement).toHaveTextContent(
      'Assignee: Aisha Agent',
    );
    expect(screen.getByText(/First response:/)).toHaveTextContent('2026');
    expect(screen.queryByRole('button', { name: 'Take this lead' })).toBeNull();
  });
});
