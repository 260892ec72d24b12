/**
 * A record's published versions in its History panel (docs/product.md#publishing): newest first, any two
 * compared field by field in each language, and one restored as the draft after confirming.
 */
import { configure, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { HistoryButton } from '../../../src/client/components/History/HistoryButton';
import { storeSession } from '../../support/fixtures';
import { server } from '../../support/mswServer';
import { renderInApp } from '../../support/renderInApp';

jest.setTimeout(60_000);
configure({ asyncUtilTimeout: 10_000 });

const record = (
  name: { en: string; ar: string },
  city: { en: string; ar: string },
  more: Record<string, unknown> = {},
) => ({
  slug: 'palm-views',
  name,
  city,
  is_featured: false,
  amenities: ['swimming_pool', 'gym'],
  property_types: ['apartment'],
  payment_plan: [{ label: { en: 'On booking', ar: 'عند الحجز' }, percent: 20 }],
  ...more,
});

function serveVersions() {
  const restores: { path: string; ifMatch: string | null }[] = [];
  server.use(
    http.get('/api/admin/audit/project/12', () =>
      HttpResponse.json({
        data: [],
        meta: { current_page: 1, per_page: 25, total: 0, last_page: 1 },
      }),
    ),
    http.get('/api/admin/projects/12/versions', () =>
      HttpResponse.json({
        data: [
          {
            number: 3,
            published_at: '2026-05-03T09:00:00.000Z',
            published_by: { id: 4, name: 'Noura' },
            scheduled: true,
          },
          {
            number: 2,
            published_at: '2026-05-02T09:00:00.000Z',
            published_by: { id: 1, name: 'Layla Haddad' },
            scheduled: false,
          },
          {
            number: 1,
            published_at: '2026-05-01T09:00:00.000Z',
            published_by: null,
            scheduled: false,
          },
        ],
      }),
    ),
    http.get('/api/admin/projects/12/versions/:number', ({ params }) => {
      const number = Number(params.number);
      const texts =
        number === 3
          ? record(
              { en: 'Palm Views II', ar: 'بالم فيوز ٢' },
              { en: 'Dubai', ar: 'دبي' },
              {
                is_featured: true,
                amenities: ['swimming_pool', 'gym', 'spa'],
                property_types: ['apartment', 'villa'],
                payment_plan: [
                  { label: { en: 'On booking', ar: 'عند الحجز' }, percent: 20 },
                  { label: { en: 'On handover', ar: 'عند التسليم' }, percent: 80 },
                ],
              },
            )
          : record({ en: 'Palm Views', ar: 'بالم فيوز' }, { en: 'Dubai', ar: 'دبي' });
      return HttpResponse.json({
        data: {
          number,
          published_at: '2026-05-01T09:00:00.000Z',
          published_by: null,
          record: texts,
        },
      });
    }),
    http.post('/api/admin/projects/12/versions/:number/restore', ({ request }) => {
      restores.push({
        path: new URL(request.url).pathname,
        ifMatch: request.headers.get('if-match'),
      });
      return HttpResponse.json({ data: {}, message: 'Version restored as a draft' });
    }),
  );
  return restores;
}

describe('published versions in the History panel', () => {
  beforeEach(() => storeSession());

  it('lists the versions, compares two field by field and restores one as the draft', async () => {
    const restores = serveVersions();
    const { user } = renderInApp(
      <HistoryButton
        entity="project"
        id={12}
        publication={{ kind: 'projects', id: 12, version: 7 }}
      />,
    );
    await user.click(await screen.findByRole('button', { name: /History/ }));
    await user.click(await screen.findByRole('tab', { name: 'Versions' }));
    const list = await screen.findByRole('list', { name: 'Versions' });
    const items = within(list).getAllByRole('listitem');
    expect(
      items.map((item) => within(item).getByRole('checkbox').getAttribute('aria-label')),
    ).toEqual(['Compare version 3', 'Compare version 2', 'Compare version 1']);
    expect(items[0]).toHaveTextContent('by Noura');
    expect(items[0]).toHaveTextContent('scheduled');

    await user.click(within(items[0]!).getByRole('checkbox'));
    await user.click(within(items[1]!).getByRole('checkbox'));
    const compare = await screen.findByRole('region', {
      name: 'Comparing version 2 with version 3',
    });
    const rows = await within(compare).findAllByRole('row');
    // The header, then only the fields that differ: the name in each language, then lists and a switch
    // as the form names their values, never as JSON.
    expect(rows.slice(1).map((row) => row.textContent)).toEqual([
      'Name (English)Palm ViewsPalm Views II',
      'Name (Arabic)بالم فيوزبالم فيوز ٢',
      'FeaturedNoYes',
      'AmenitiesSwimming pool, GymSwimming pool, Gym, Spa',
      'Property typesApartmentApartment, Villa',
      'Payment planOn booking 20%On booking 20%, On handover 80%',
    ]);

    await user.click(within(items[1]!).getByRole('button', { name: 'Restore as draft' }));
    // In jsdom antd gives every element the same id, so the drawer's title names each dialog: the
    // confirmation is found by its title's text.
    const title = await screen.findByText('Restore version 2 as the draft?');
    const dialog = title.closest<HTMLElement>('[role=dialog]')!;
    await user.click(within(dialog).getByRole('button', { name: 'Restore as draft' }));
    expect(await screen.findByText('Version restored as a draft')).toBeInTheDocument();
    await waitFor(() =>
      expect(restores).toEqual([
        { path: '/api/admin/projects/12/versions/2/restore', ifMatch: '"7"' },
      ]),
    );
  });
});
