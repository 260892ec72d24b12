/**
 * The Trash screen (docs/product.md#trash): the kinds within the user's reach, restore for them, delete for
 * good and empty for the super-admin only, each confirmed; English and Arabic.
 */
import { configure, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import TrashPage from '../../../src/client/features/trash/pages/TrashPage';
import type { TrashItem } from '../../../src/shared/trash/schemas';
import { trashMessages } from '../../../src/shared/trash/rules';
import { server } from '../../support/mswServer';
import { page, renderList, serveList } from '../lists/listTestKit';

configure({ asyncUtilTimeout: 10_000 });

const item = (id: number, extra: Partial<TrashItem> = {}): TrashItem => ({
  type: 'project',
  id,
  title: { en: `Marina ${id}`, ar: `مارينا ${id}` },
  reference: null,
  lead_kind: null,
  deleted_at: '2026-05-01T10:00:00.000Z',
  deleted_by: { id: 1, name: 'Salma Admin' },
  purge_at: '2026-05-31T10:00:00.000Z',
  ...extra,
});
const lead = item(9, {
  type: 'lead',
  title: { en: 'Noura Haddad', ar: 'Noura Haddad' },
  reference: 'CON-000009',
  lead_kind: 'contact',
});

/** Answers the list and records the restore, purge and empty calls. */
function serveTrash(items: TrashItem[]) {
  const requests = serveList('trash', (query) => {
    const type = query.get('filter[type]');
    return page(type ? items.filter((entry) => entry.type === type) : items);
  });
  const calls: string[] = [];
  server.use(
    http.post('/api/admin/trash/:type/:id/restore', ({ params }) => {
      calls.push(`restore ${params.type} ${params.id}`);
      return HttpResponse.json({ message: trashMessages.restored });
    }),
    http.delete('/api/admin/trash/:type/:id', ({ params }) => {
      calls.push(`purge ${params.type} ${params.id}`);
      return HttpResponse.json({ message: 'Data has been deleted successfully' });
    }),
    http.delete('/api/admin/trash', () => {
      calls.push('empty');
      return HttpResponse.json({ message: trashMessages.emptied, deleted: 2 });
    }),
  );
  return { requests, calls };
}

describe('the Trash screen', () => {
  it('lists what was deleted, filters by kind, restores, deletes for good and empties, each confirmed', async () => {
    const { requests, calls } = serveTrash([item(1), lead]);
    const { user } = renderList('/trash', <TrashPage />, '/trash', undefined, 'super-admin');
    const row = await screen.findByRole('row', { name: /Marina 1/ });
    expect(within(row).getByText('Project')).toBeInTheDocument();
    expect(within(row).getByText('by Salma Admin')).toBeInTheDocument();
    const leadRow = screen.getByRole('row', { name: /Noura Haddad/ });
    expect(within(leadRow).getByText('CON-000009')).toBeInTheDocument();
    expect(within(leadRow).getByText('Contact lead')).toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: 'Type' }));
    await user.click(await screen.findByTitle('Lead'));
    await waitFor(() =>
      expect(requests.at(-1)).toEqual({ 'filter[type]': 'lead', page: '1', per_page: '20' }),
    );
    await waitFor(() =>
      expect(screen.queryByRole('row', { name: /Marina 1/ })).not.toBeInTheDocument(),
    );

    await user.click(screen.getByRole('button', { name: 'Restore Noura Haddad' }));
    await waitFor(() => expect(calls).toEqual(['restore lead 9']));
    expect(await screen.findByText('Data has been restored successfully')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete Noura Haddad for good' }));
    // Nothing goes before the confirmation.
    expect(calls).toEqual(['restore lead 9']);
    expect(await screen.findByText('Delete for good?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete for good' }));
    await waitFor(() => expect(calls).toEqual(['restore lead 9', 'purge lead 9']));

    await user.click(screen.getByRole('button', { name: 'Empty the Trash' }));
    expect(await screen.findByText('Empty the Trash?')).toBeInTheDocument();
    const dialog = screen.getByText('Empty the Trash?').closest('.ant-popover') as HTMLElement;
    await user.click(within(dialog).getByRole('button', { name: 'Empty the Trash' }));
    await waitFor(() => expect(calls.at(-1)).toBe('empty'));
    expect(await screen.findByText('The Trash has been emptied')).toBeInTheDocument();
  });

  it('offers an editor restore only, with the kind filter of its four kinds', async () => {
    serveTrash([item(1)]);
    renderList('/trash', <TrashPage />, '/trash', undefined, 'editor');
    const row = await screen.findByRole('row', { name: /Marina 1/ });
    expect(within(row).getByRole('button', { name: 'Restore Marina 1' })).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: /for good/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Empty the Trash' })).not.toBeInTheDocument();
    // An editor reaches four kinds: the filter is there.
    expect(screen.getByRole('combobox', { name: 'Type' })).toBeInTheDocument();
  });

  it('gives a sales manager its leads without a filter, and says why a restore was refused', async () => {
    serveTrash([lead]);
    server.use(
      http.post('/api/admin/trash/:type/:id/restore', () =>
        HttpResponse.json({ message: trashMessages.developerInTrash }, { status: 409 }),
      ),
    );
    const { user } = renderList('/trash', <TrashPage />, '/trash', undefined, 'sales-manager');
    await screen.findByRole('row', { name: /Noura Haddad/ });
    expect(screen.queryByRole('combobox', { name: 'Type' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Restore Noura Haddad' }));
    expect(
      await screen.findByText('Its developer is in the Trash: restore the developer first'),
    ).toBeInTheDocument();
  });

  it('says the Trash is empty', async () => {
    serveTrash([]);
    renderList('/trash', <TrashPage />, '/trash', undefined, 'super-admin');
    expect(await screen.findByText('The Trash is empty')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Empty the Trash' })).not.toBeInTheDocument();
  });

  it('speaks Arabic, with each record’s Arabic name', async () => {
    serveTrash([item(1), lead]);
    renderList('/trash', <TrashPage />, '/trash', 'ar', 'super-admin');
    const row = await screen.findByRole('row', { name: /مارينا 1/ });
    expect(within(row).getByText('مشروع')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'استعادة مارينا 1' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'سلة المحذوفات' })).toBeInTheDocument();
    expect(screen.getByText('طلب تواصل')).toBeInTheDocument();
  });
});
