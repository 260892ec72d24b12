import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import DevelopersListPage from '../../../src/client/features/developers/pages/DevelopersListPage';
import { contentMessages } from '../../../src/shared/content/schemas';
import { findErrorDialog } from '../../support/errorDialog';
import { server } from '../../support/mswServer';
import { address, developer, page, renderList, serveList } from '../lists/listTestKit';

const rows = [
  developer(1, 'Emaar', 'إعمار'),
  developer(2, 'Nakheel'),
  developer(3, 'Sobha', 'شوبا'),
];
const open = (url = '/developers', locale?: 'ar') =>
  renderList('/developers', <DevelopersListPage />, url, locale);

describe('the developers list', () => {
  it('shows the developers with their title, counts, tags and links', async () => {
    serveList('developers', () => page(rows, { total: 3 }));
    open();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Developers' }),
    ).toBeInTheDocument();
    const emaar = await screen.findByRole('link', { name: 'Emaar' });
    expect(emaar).toHaveAttribute('href', '/developers/1');
    expect(screen.getByRole('link', { name: 'Edit Emaar' })).toHaveAttribute(
      'href',
      '/developers/1',
    );
    expect(screen.getByRole('link', { name: /New developer/ })).toHaveAttribute(
      'href',
      '/developers/add',
    );
    const row = emaar.closest('tr') as HTMLElement;
    expect(within(row).getByText('Published')).toBeInTheDocument();
    expect(within(row).getByText('1997')).toBeInTheDocument();
    expect(within(row).getByText('Mar 5, 2026')).toBeInTheDocument();
  });

  it('flags developers whose Arabic name is missing', async () => {
    serveList('developers', () => page(rows));
    open();
    const nakheel = (await screen.findByRole('link', { name: 'Nakheel' })).closest(
      'tr',
    ) as HTMLElement;
    expect(within(nakheel).getByText('Arabic missing')).toBeInTheDocument();
    const emaar = screen.getByRole('link', { name: 'Emaar' }).closest('tr') as HTMLElement;
    expect(within(emaar).queryByText('Arabic missing')).not.toBeInTheDocument();
  });

  it('shows names in Arabic, falling back to English, when the UI is Arabic', async () => {
    serveList('developers', () => page(rows));
    open('/developers', 'ar');
    expect(await screen.findByRole('link', { name: 'إعمار' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Nakheel' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'المطوّرون' })).toBeInTheDocument();
  });

  it('isolates an English name in the Arabic list, so its punctuation stays at its end', async () => {
    serveList('developers', () => page([developer(9, 'Hello!', '')]));
    open('/developers', 'ar');
    const link = await screen.findByRole('link', { name: 'Hello!' });
    // <bdi>: the name's own direction decides its order, not the page's (docs/product.md#screens).
    expect(within(link).getByText('Hello!').tagName).toBe('BDI');
  });

  it('requests exactly the view in the URL, as after a reload', async () => {
    const requests = serveList('developers', () =>
      page(rows, { current_page: 2, per_page: 50, total: 120 }),
    );
    const { user } = open(
      '/developers?page=2&per_page=50&sort=-name&search=ema&filter[is_published]=false',
    );
    await screen.findByRole('link', { name: 'Emaar' });
    expect(requests).toEqual([
      { page: '2', per_page: '50', sort: '-name', search: 'ema', 'filter[is_published]': 'false' },
    ]);
    expect(screen.getByRole('searchbox', { name: 'Search…' })).toHaveValue('ema');
    // One filter set: the "Filters" button counts it, and its popover shows it.
    await user.click(screen.getByRole('button', { name: /^Filters/ }));
    expect(screen.getByRole('radio', { name: 'Draft' })).toBeChecked();
  });

  it('shows the error state and retries', async () => {
    let fail = true;
    server.use(
      http.get('/api/admin/developers', () =>
        fail
          ? HttpResponse.json({ message: 'boom' }, { status: 500 })
          : HttpResponse.json(page(rows)),
      ),
    );
    const { user } = open();
    expect(await screen.findByText('Failed to Get Data')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Emaar' })).toBeInTheDocument();
  });

  it('puts sorting, paging, searching and filtering into the URL and the request', async () => {
    const requests = serveList('developers', (query) =>
      page(rows, { current_page: Number(query.get('page') ?? 1), total: 45 }),
    );
    const { user } = open();
    await screen.findByRole('link', { name: 'Emaar' });

    await user.click(screen.getByRole('columnheader', { name: /Name/ }));
    await waitFor(() => expect(address()).toBe('/developers?sort=name'));
    await user.click(screen.getByRole('columnheader', { name: /Name/ }));
    await waitFor(() => expect(address()).toBe('/developers?sort=-name'));

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(address()).toBe('/developers?sort=-name&page=2'));

    // A new search starts at page 1 again; the request waits for the user to pause typing.
    await user.type(screen.getByRole('searchbox', { name: 'Search…' }), 'nak');
    await waitFor(() => expect(address()).toBe('/developers?sort=-name&search=nak'));

    await user.click(screen.getByRole('button', { name: /^Filters/ }));
    await user.click(screen.getByRole('radio', { name: 'Published' }).closest('label')!);
    await waitFor(() =>
      expect(address()).toBe('/developers?sort=-name&search=nak&filter%5Bis_published%5D=true'),
    );
    await waitFor(() =>
      expect(requests.at(-1)).toEqual({
        page: '1',
        per_page: '20',
        sort: '-name',
        search: 'nak',
        'filter[is_published]': 'true',
      }),
    );
    // Debounced: no request was made for "n" or "na".
    expect(requests.map((query) => query.search).filter(Boolean)).toEqual(['nak', 'nak']);
    expect(requests.map((query) => [query.page, query.sort])).toContainEqual(['2', '-name']);
  });

  it('deletes the selected developers one by one after one confirmation', async () => {
    serveList('developers', () => page(rows));
    const deleted: string[] = [];
    server.use(
      http.delete('/api/admin/developers/:id', ({ params }) => {
        deleted.push(String(params.id));
        return HttpResponse.json({ message: 'Deleted' });
      }),
    );
    const { user } = open();
    await user.click(await screen.findByRole('checkbox', { name: 'Select Emaar' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Sobha' }));
    await user.click(screen.getByRole('button', { name: /Delete selected \(2\)/ }));

    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('DELETE, Are you sure?');
    expect(dialog).toHaveTextContent("You won't be able to revert this!");
    expect(deleted).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Yes, delete it!' }));

    expect(await screen.findByText('Data has been deleted successfully')).toBeInTheDocument();
    // Then, apart from the binding text, where it went (docs/product.md#trash).
    expect(screen.getByText(/It is in the Trash now/)).toBeInTheDocument();
    expect(deleted).toEqual(['1', '3']);
  });

  it("shows the server's message when a developer cannot be deleted (409)", async () => {
    serveList('developers', () => page(rows));
    server.use(
      http.delete('/api/admin/developers/1', () =>
        HttpResponse.json({ message: contentMessages.developerHasProjects }, { status: 409 }),
      ),
    );
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'Delete Emaar' }));
    await user.click(await screen.findByRole('button', { name: 'Yes, delete it!' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This developer still has projects. Move or delete them first, or unpublish the developer.',
    );
  });

  it('moves a row with the keyboard buttons and saves the new order of the page', async () => {
    serveList('developers', () => page(rows));
    const bodies: unknown[] = [];
    server.use(
      http.post('/api/admin/developers/reorder', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ message: 'Updated' });
      }),
    );
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'Move Emaar down' }));
    await waitFor(() => expect(bodies).toEqual([{ ids: [2, 1, 3] }]));
    expect(screen.getByRole('button', { name: 'Move Emaar up' })).toBeEnabled();
  });

  it('puts the rows back and says so when saving the order fails', async () => {
    serveList('developers', () => page(rows));
    server.use(
      http.post('/api/admin/developers/reorder', () =>
        HttpResponse.json({ message: 'boom' }, { status: 500 }),
      ),
    );
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'Move Sobha up' }));
    // A server failure is unexpected: the error dialog says so (an expected refusal would be a toast).
    const dialog = await findErrorDialog();
    expect(dialog).toHaveTextContent('boom');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    const names = screen.getAllByRole('link', { name: /^(Emaar|Nakheel|Sobha)$/ });
    expect(names.map((link) => link.textContent)).toEqual(['Emaar', 'Nakheel', 'Sobha']);
  });

  it.each([
    '/developers?search=ema',
    '/developers?sort=-name',
    '/developers?filter[is_published]=true',
  ])('offers no reordering at %s (not the stored order)', async (url) => {
    serveList('developers', () => page(rows));
    open(url);
    await screen.findByRole('link', { name: 'Emaar' });
    expect(screen.queryByRole('button', { name: /Move Emaar/ })).not.toBeInTheDocument();
  });

  it('exports exactly the filtered view as CSV with the Bearer token', async () => {
    serveList('developers', () => page(rows));
    const exports: { url: string; auth: string | null }[] = [];
    server.use(
      http.get('/api/admin/developers/export.csv', ({ request }) => {
        exports.push({ url: request.url, auth: request.headers.get('Authorization') });
        return new HttpResponse('id,name\n1,Emaar\n', {
          headers: {
            'Content-Type': 'text/csv',
            'Content-Disposition': 'attachment; filename="developers-2026.csv"',
          },
        });
      }),
    );
    const createObjectURL = jest.fn(() => 'blob:developers');
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    const downloads: string[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      downloads.push(`${this.download} ${this.href}`);
    });
    const { user } = open('/developers?page=2&search=ema&sort=-name&filter[is_published]=true');
    await screen.findByRole('link', { name: 'Emaar' });
    await user.click(screen.getByRole('button', { name: /Export CSV/ }));

    await waitFor(() => expect(downloads).toEqual(['developers-2026.csv blob:developers']));
    const url = new URL(exports[0]!.url);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      sort: '-name',
      search: 'ema',
      'filter[is_published]': 'true',
    });
    expect(exports[0]!.auth).toBe('Bearer list-token');
    click.mockRestore();
  });
});
