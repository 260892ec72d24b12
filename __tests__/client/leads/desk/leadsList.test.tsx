import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import LeadsListPage from '../../../../src/client/features/leads/desk/pages/LeadsListPage';
import { server } from '../../../support/mswServer';
import { address, page, renderList, serveList } from '../../lists/listTestKit';
import { lead, serveLeadSummaries } from '../leadsTestKit';

const sales = [
  lead(1, 'Omar Khalid', {
    kind: 'sale',
    property_type: 'villa',
    city: 'Dubai',
    phone: '+971501234567',
  }),
  lead(2, 'Sara Ahmed', {
    kind: 'sale',
    property_type: 'apartment',
    city: 'Abu Dhabi',
    read_at: '2026-03-06T10:00:00Z',
    status: 'contacted',
  }),
  lead(3, 'خالد المنصوري', { kind: 'sale', property_type: 'plot', city: 'دبي' }),
];
const open = (kind: 'sale' | 'project' | 'contact', url: string, locale?: 'ar') =>
  renderList(`/${kind}-forms`, <LeadsListPage kind={kind} />, url, locale);
// Selecting rows re-renders the whole antd table; on two busy cores that takes a while.
const SELECTION_TIMEOUT = 150_000;

/** The sale list, answering every bulk call and keeping its body. */
function openSalesRecordingBulk() {
  serveList('forms/sale', () => page(sales));
  const bodies: { ids: number[] }[] = [];
  server.use(
    http.post('/api/admin/forms/sale/bulk', async ({ request }) => {
      const body = (await request.json()) as { ids: number[] };
      bodies.push(body);
      return HttpResponse.json({ data: { affected: body.ids.length } });
    }),
  );
  return { ...open('sale', '/sale-forms'), bodies };
}
const rowOf = (name: string) => screen.getByText(name).closest('tr') as HTMLElement;

describe('a lead list', () => {
  beforeEach(() => serveLeadSummaries());

  it('shows reference, contact, property, status and date, unread rows in bold, and no "new" button', async () => {
    serveList('forms/sale', () => page(sales));
    open('sale', '/sale-forms');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sale Forms' }),
    ).toBeInTheDocument();
    await screen.findByText('Omar Khalid');
    const omar = rowOf('Omar Khalid');
    expect(within(omar).getByRole('link', { name: 'SAL-2026-000001' })).toHaveAttribute(
      'href',
      '/sale-forms/1',
    );
    // The contact (e-mail, phone) is hidden by default: the lead lists fit 1 280 px.
    expect(within(omar).queryByRole('link', { name: '+971501234567' })).not.toBeInTheDocument();
    expect(within(omar).getByText('Villa')).toBeInTheDocument();
    expect(within(omar).getByText('Dubai')).toBeInTheDocument();
    expect(within(omar).getByText('New')).toBeInTheDocument();
    expect(within(omar).getByText('Unread')).toBeInTheDocument();
    expect(omar).toHaveClass('resource-list__row--strong');
    const sara = rowOf('Sara Ahmed');
    expect(sara).not.toHaveClass('resource-list__row--strong');
    expect(within(sara).getByText('Contacted')).toBeInTheDocument();
    expect(within(sara).getByRole('link', { name: 'Open Sara Ahmed' })).toHaveAttribute(
      'href',
      '/sale-forms/2',
    );
    expect(screen.queryByRole('link', { name: /New/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: 'Published' })).not.toBeInTheDocument();
  });

  it('requests exactly the view in the URL, as after a reload, and shows it in the filters', async () => {
    const requests = serveList('forms/sale', () => page(sales, { current_page: 2, total: 45 }));
    const { user } = open(
      'sale',
      '/sale-forms?page=2&sort=-created_at&search=omar&filter[status]=new&filter[read]=false' +
        '&filter[from]=2026-03-01&filter[to]=2026-03-31&filter[property_type]=villa&filter[city]=Dubai',
    );
    await screen.findByText('Omar Khalid');
    expect(requests).toEqual([
      {
        page: '2',
        per_page: '20',
        sort: '-created_at',
        search: 'omar',
        'filter[status]': 'new',
        'filter[read]': 'false',
        'filter[from]': '2026-03-01',
        'filter[to]': '2026-03-31',
        'filter[property_type]': 'villa',
        'filter[city]': 'Dubai',
      },
    ]);
    expect(screen.getByRole('searchbox', { name: 'Search…' })).toHaveValue('omar');
    await user.click(screen.getByRole('button', { name: 'Filters (6 set)' }));
    expect(screen.getByRole('radio', { name: 'Unread' })).toBeChecked();
    // The days as English writes them (the URL keeps 2026-03-01).
    expect(await screen.findByLabelText('Received from')).toHaveValue('03/01/2026');
    expect(screen.getByLabelText('Received until')).toHaveValue('03/31/2026');
    expect(screen.getByRole('textbox', { name: 'City' })).toHaveValue('Dubai');
  });

  it('writes the received days as Arabic does, with an Arabic placeholder, and reads Arabic digits', async () => {
    const requests = serveList('forms/sale', () => page(sales));
    const { user } = open('sale', '/sale-forms?filter[from]=2026-03-01', 'ar');
    await screen.findByText('Omar Khalid');
    await user.click(screen.getByRole('button', { name: /^عوامل التصفية/ }));
    const from = await screen.findByLabelText('مستلم من تاريخ');
    const until = screen.getByLabelText('مستلم حتى تاريخ');
    expect(until).toHaveAttribute('placeholder', 'يوم/شهر/سنة');
    expect(until).not.toHaveAttribute('placeholder', expect.stringMatching(/mm|dd|yyyy/i));
    // Day first, as the Arabic interface writes every date.
    expect(from).toHaveValue('01/03/2026');
    // Typed with the digits of an Arabic keyboard: read as the same day, shown as the interface writes it.
    await user.type(until, '٣١/٠٣/٢٠٢٦{Enter}');
    await waitFor(() => expect(requests.at(-1)).toMatchObject({ 'filter[to]': '2026-03-31' }));
    expect(until).toHaveValue('31/03/2026');
    expect(requests.at(-1)).toMatchObject({ 'filter[from]': '2026-03-01' });
  });

  it('puts the date range, read filter and sort into the URL and the request', async () => {
    const requests = serveList('forms/sale', () => page(sales));
    const { user } = open('sale', '/sale-forms');
    await screen.findByText('Omar Khalid');
    await user.click(screen.getByRole('button', { name: /^Filters/ }));
    await user.type(await screen.findByLabelText('Received from'), '03/01/2026{Enter}');
    await waitFor(() => expect(address()).toBe('/sale-forms?filter%5Bfrom%5D=2026-03-01'));
    await user.click(screen.getByRole('radio', { name: 'Unread' }).closest('label')!);
    await waitFor(() =>
      expect(address()).toBe('/sale-forms?filter%5Bfrom%5D=2026-03-01&filter%5Bread%5D=false'),
    );
    await user.click(screen.getByRole('columnheader', { name: /Received/ }));
    await waitFor(() => expect(requests.at(-1)).toMatchObject({ sort: 'created_at' }));
    expect(requests.at(-1)).toMatchObject({
      'filter[from]': '2026-03-01',
      'filter[read]': 'false',
    });
  });

  it(
    'changes the status of the selected leads in one call',
    async () => {
      const { user, bodies } = openSalesRecordingBulk();
      await user.click(await screen.findByRole('checkbox', { name: 'Select Omar Khalid' }));
      await user.click(screen.getByRole('checkbox', { name: 'Select خالد المنصوري' }));
      await user.click(screen.getByRole('button', { name: /Set status of 2 leads/ }));
      await user.click(await screen.findByRole('menuitem', { name: 'Qualified' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Data has been updated successfully',
      );
      expect(bodies).toEqual([{ action: 'status', ids: [1, 3], status: 'qualified' }]);
      await waitFor(() =>
        expect(screen.getByRole('checkbox', { name: 'Select Omar Khalid' })).not.toBeChecked(),
      );
    },
    SELECTION_TIMEOUT,
  );

  it(
    'marks the selected leads read, then unread, in one call each',
    async () => {
      const { user, bodies } = openSalesRecordingBulk();
      await user.click(await screen.findByRole('checkbox', { name: 'Select Omar Khalid' }));
      await user.click(screen.getByRole('button', { name: /Mark 1 lead/ }));
      await user.click(await screen.findByRole('menuitem', { name: 'As read' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Data has been updated successfully',
      );
      await waitFor(() =>
        expect(screen.getByRole('checkbox', { name: 'Select Omar Khalid' })).not.toBeChecked(),
      );
      await user.click(screen.getByRole('checkbox', { name: 'Select Omar Khalid' }));
      await user.click(screen.getByRole('button', { name: /Mark 1 lead/ }));
      await user.click(await screen.findByRole('menuitem', { name: 'As unread' }));
      await waitFor(() => expect(bodies).toHaveLength(2));
      expect(bodies).toEqual([
        { action: 'read', ids: [1] },
        { action: 'unread', ids: [1] },
      ]);
    },
    SELECTION_TIMEOUT,
  );

  it(
    'deletes the selected leads in one bulk call after the binding confirmation',
    async () => {
      const { user, bodies } = openSalesRecordingBulk();
      await user.click(await screen.findByRole('checkbox', { name: 'Select Omar Khalid' }));
      await user.click(screen.getByRole('checkbox', { name: 'Select Sara Ahmed' }));
      await user.click(screen.getByRole('button', { name: /Delete selected \(2\)/ }));
      const dialog = await screen.findByRole('dialog');
      expect(dialog).toHaveTextContent('DELETE, Are you sure?');
      expect(bodies).toEqual([]);
      await user.click(within(dialog).getByRole('button', { name: 'Yes, delete it!' }));
      expect(await screen.findByText('Data has been deleted successfully')).toBeInTheDocument();
      // Then, apart from the binding text, where it went (docs/product.md#trash).
      expect(screen.getByText(/It is in the Trash now/)).toBeInTheDocument();
      expect(bodies).toEqual([{ action: 'delete', ids: [1, 2] }]);
    },
    SELECTION_TIMEOUT,
  );

  it('shows the project of project leads and filters by it from the URL', async () => {
    const requests = serveList('forms/project', () =>
      page([
        lead(7, 'Huda Saleh', { kind: 'project', project_id: 4, project_name: 'Palm Residences' }),
      ]),
    );
    serveList('projects', () => page([]));
    const { user } = open('project', '/project-forms?filter[project_id]=4');
    await screen.findByText('Huda Saleh');
    const row = rowOf('Huda Saleh');
    expect(within(row).getByText('Palm Residences')).toBeInTheDocument();
    expect(requests[0]).toMatchObject({ 'filter[project_id]': '4' });
    await user.click(screen.getByRole('button', { name: 'Filters (1 set)' }));
    expect(await screen.findByTitle('Palm Residences')).toBeInTheDocument();
  });

  it("names each cell for the phone's cards, in the list's language", async () => {
    // jsdom has no layout: the cards themselves are drawn by the browser flow (e2e/desk.spec.ts).
    serveList('forms/project', () =>
      page([
        lead(7, 'Huda Saleh', {
          kind: 'project',
          project_id: 4,
          project_name: 'Palm Residences',
          assignee_name: 'Noura',
        }),
      ]),
    );
    serveList('projects', () => page([]));
    open('project', '/project-forms', 'ar');
    await screen.findByText('Huda Saleh');
    const row = rowOf('Huda Saleh');
    expect(row.closest('section')).toHaveClass('resource-list--cards');
    const cell = (key: string) => row.querySelector(`td.resource-list__cell--${key}`);
    expect(cell('name')).toHaveTextContent('Huda Saleh');
    expect(cell('project')).toHaveAttribute('data-label', 'المشروع');
    expect(cell('project')).toHaveTextContent('Palm Residences');
    expect(cell('assignee')).toHaveAttribute('data-label', 'المسؤول');
    expect(cell('actions')).toContainElement(within(row).getByRole('link', { name: /فتح/ }));
  });

  it('speaks Arabic', async () => {
    serveList('forms/sale', () => page(sales));
    open('sale', '/sale-forms', 'ar');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'نماذج البيع' }),
    ).toBeInTheDocument();
    const omar = rowOf('Omar Khalid');
    expect(within(omar).getByText('فيلا')).toBeInTheDocument();
    expect(within(omar).getByText('جديد')).toBeInTheDocument();
  });
});
