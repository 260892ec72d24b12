/**
 * The Audit log screen (docs/product.md#audit-log-screen): filters go to the URL and come back from it, the
 * list asks the server with them, and the CSV export carries exactly those filters.
 */
import { configure, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import AuditLogPage from '../../../src/client/features/audit/pages/AuditLogPage';
import type { AuditEntry } from '../../../src/shared/audit/schemas';
import { server } from '../../support/mswServer';
import { address, page, renderList, serveList } from '../lists/listTestKit';

configure({ asyncUtilTimeout: 10_000 });

const entry = (id: number, extra: Partial<AuditEntry> = {}): AuditEntry => ({
  id,
  at: '2026-05-01T10:00:00.000Z',
  user_id: 1,
  user_name: 'Layla Haddad',
  ip: '203.0.113.5',
  entity: 'project',
  entity_id: '12',
  action: 'update',
  changes: {
    name: [
      { en: 'Old', ar: '' },
      { en: 'Palm Views', ar: 'بالم فيوز' },
    ],
  },
  ...extra,
});

const open = (url: string, locale?: 'ar') => renderList('/audit', <AuditLogPage />, url, locale);

describe('the audit log screen', () => {
  it('reads its filters from the URL and asks the server with them', async () => {
    const requests = serveList('audit', () => page([entry(1)]));
    open('/audit?entity=project&action=update&user=1&from=2026-05-01&to=2026-05-02&page=2');
    expect(await screen.findByText('Palm Views | بالم فيوز')).toBeInTheDocument();
    expect(requests.at(-1)).toEqual({
      entity: 'project',
      action: 'update',
      user: '1',
      from: '2026-05-01',
      to: '2026-05-02',
      page: '2',
      per_page: '25',
    });
    const row = screen.getByRole('row', { name: /Layla Haddad/ });
    expect(within(row).getByText('Updated')).toBeInTheDocument();
    expect(within(row).getByText('Project')).toBeInTheDocument();
    expect(within(row).getByText('#12')).toBeInTheDocument();
    expect(screen.getByLabelText('From')).toHaveValue('2026-05-01');
    expect(screen.getByLabelText('User ID')).toHaveValue('1');
  });

  it('puts a chosen filter in the URL and starts again at page 1', async () => {
    const requests = serveList('audit', () => page([entry(1)]));
    const { user } = open('/audit?page=3');
    await screen.findByText('Palm Views | بالم فيوز');
    await user.click(screen.getByRole('combobox', { name: 'Record type' }));
    await user.click(await screen.findByTitle('Lead'));
    await waitFor(() => expect(address()).toBe('/audit?entity=lead'));
    await user.type(screen.getByLabelText('User ID'), '7');
    await waitFor(() => expect(address()).toBe('/audit?entity=lead&user=7'));
    await waitFor(() =>
      expect(requests.at(-1)).toEqual({ entity: 'lead', user: '7', page: '1', per_page: '25' }),
    );
  });

  it('exports exactly the filtered log as CSV', async () => {
    serveList('audit', () => page([entry(1)]));
    const exports: { url: string; auth: string | null }[] = [];
    server.use(
      http.get('/api/admin/audit/export.csv', ({ request }) => {
        exports.push({ url: request.url, auth: request.headers.get('Authorization') });
        return new HttpResponse('ID\n1\n', {
          headers: {
            'Content-Type': 'text/csv',
            'Content-Disposition': 'attachment; filename="audit-log-2026.csv"',
          },
        });
      }),
    );
    Object.assign(URL, {
      createObjectURL: jest.fn(() => 'blob:audit'),
      revokeObjectURL: jest.fn(),
    });
    const downloads: string[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      downloads.push(`${this.download} ${this.href}`);
    });
    const { user } = open('/audit?entity=lead&action=delete&from=2026-04-01&page=2');
    await screen.findByText('Palm Views | بالم فيوز');
    await user.click(screen.getByRole('button', { name: /Export CSV/ }));
    await waitFor(() => expect(downloads).toEqual(['audit-log-2026.csv blob:audit']));
    expect(Object.fromEntries(new URL(exports[0]!.url).searchParams)).toEqual({
      entity: 'lead',
      action: 'delete',
      from: '2026-04-01',
    });
    expect(exports[0]!.auth).toBe('Bearer list-token');
    click.mockRestore();
  });

  it('speaks Arabic', async () => {
    serveList('audit', () =>
      page([
        entry(1, {
          action: 'login-failed',
          entity: 'session',
          user_name: null,
          entity_id: null,
          changes: null,
        }),
      ]),
    );
    open('/audit', 'ar');
    expect(await screen.findByText('محاولة دخول فاشلة')).toBeInTheDocument();
    expect(screen.getByText('جلسة')).toBeInTheDocument();
    expect(screen.getByText('لم يسجّل أحد الدخول')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'سجل التدقيق' })).toBeInTheDocument();
  });
});
