/**
 * The record page's heartbeat (docs/product.md#presence): repeated every PRESENCE_HEARTBEAT_MS while the
 * page is open (shortened here), so the server keeps the user on the record; each answer updates the notice.
 */
import { configure, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '../../support/mswServer';
import { renderForm } from './formHarness';

jest.mock('../../../src/shared/presence/rules', () => ({
  ...jest.requireActual('../../../src/shared/presence/rules'),
  PRESENCE_HEARTBEAT_MS: 250,
}));

jest.setTimeout(30_000);
configure({ asyncUtilTimeout: 10_000 });

it('says it is still there every heartbeat, and shows each answer', async () => {
  let puts = 0;
  server.use(
    http.get('/api/admin/team-members/4', () =>
      HttpResponse.json({
        data: {
          id: 4,
          name: { en: 'Sara', ar: 'سارة' },
          position: { en: 'Agent', ar: 'وكيلة' },
          bio: { en: '', ar: '' },
          email: null,
          phone: null,
          whatsapp: null,
          linkedin_url: null,
          photo: null,
          is_published: true,
          sort_order: 1,
          created_at: '2026-01-01T00:00:00Z',
          updated_at: '2026-01-01T00:00:00Z',
          version: 1,
        },
      }),
    ),
    http.put('/api/admin/presence/team-members/4', () => {
      puts += 1;
      const data =
        puts >= 3 ? [{ user_id: 2, name: 'Noura', since: '2026-06-01T10:00:00.000Z' }] : [];
      return HttpResponse.json({ data });
    }),
  );
  renderForm('/our-team/4');
  expect(await screen.findByText('Noura is editing this record')).toBeInTheDocument();
  await waitFor(() => expect(puts).toBeGreaterThanOrEqual(4));
});
