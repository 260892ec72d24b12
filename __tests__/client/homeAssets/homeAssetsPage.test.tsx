import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import HomeAssetsPage from '../../../src/client/features/homeAssets/pages/HomeAssetsPage';
import type { Media } from '../../../src/shared/common/schemas';
import type { HomeAsset } from '../../../src/shared/homeAssets/schemas';
import { server } from '../../support/mswServer';
import { address, page, renderList, serveList } from '../lists/listTestKit';

const DAY = 24 * 60 * 60 * 1000;
const text = (en: string, ar = '') => ({ en, ar });

const media = (id: number, mime = 'image/jpeg'): Media => ({
  id,
  uuid: `uuid-${id}`,
  collection_name: 'media',
  name: `file-${id}`,
  file_name: `file-${id}.jpg`,
  mime_type: mime,
  size: 1000,
  width: 1600,
  height: 700,
  order_column: 0,
  original_url: `/media/file-${id}.jpg`,
  preview_url: mime.startsWith('image/') ? `/media/file-${id}.preview.webp` : null,
});

const asset = (id: number, title: string, extra: Partial<HomeAsset> = {}): HomeAsset => ({
  id,
  section: 'hero',
  type: 'image',
  title: text(title, `عنوان ${id}`),
  subtitle: text(''),
  alt: text(`${title} picture`),
  cta_label: text(''),
  cta_url: null,
  is_active: true,
  starts_at: null,
  ends_at: null,
  media: media(id),
  mobile_media: null,
  poster: null,
  sort_order: id,
  created_at: '2026-01-10T08:00:00Z',
  updated_at: '2026-01-10T08:00:00Z',
  version: 1,
  ...extra,
});

const soon = new Date(Date.now() + 3 * DAY).toISOString();
const past = new Date(Date.now() - 3 * DAY).toISOString();
const heroes = [
  asset(1, 'Marina'),
  asset(2, 'Golden Visa', { is_active: false }),
  asset(3, 'Ramadan', { starts_at: soon }),
  asset(4, 'Cityscape', { ends_at: past }),
  asset(5, 'Tour', { type: 'video', media: media(5, 'video/mp4'), poster: media(6) }),
];
const banners = [asset(7, 'Sell with us', { section: 'banner' })];

function serveSections() {
  const bySection: Record<string, HomeAsset[]> = { hero: heroes, banner: banners };
  return serveList('home-assets', (query) =>
    page(bySection[query.get('filter[section]') ?? ''] ?? [], { per_page: 100 }),
  );
}

const open = (url = '/home-page/assets') =>
  renderList('/home-page/assets', <HomeAssetsPage carouselMs={600} />, url);
const tile = (name: string) => screen.getByRole('listitem', { name });

describe('the home page assets screen', () => {
  it('shows each section as a grid of thumbnails, a video by its poster', async () => {
    const requests = serveSections();
    const { user } = open();
    const grid = await screen.findByRole('list', { name: 'Hero assets' });
    expect(
      within(grid)
        .getAllByRole('listitem')
        .map((item) => item.getAttribute('aria-label')),
    ).toEqual(['Marina', 'Golden Visa', 'Ramadan', 'Cityscape', 'Tour']);
    expect(within(tile('Marina')).getByRole('img', { name: 'Marina picture' })).toHaveAttribute(
      'src',
      '/media/file-1.preview.webp',
    );
    // The video's tile shows its poster, not the video file.
    expect(within(tile('Tour')).getByRole('img', { name: 'Tour picture' })).toHaveAttribute(
      'src',
      '/media/file-6.preview.webp',
    );
    expect(requests[0]).toMatchObject({ 'filter[section]': 'hero', per_page: '100' });

    await user.click(screen.getByRole('tab', { name: 'Banners' }));
    const bannerGrid = await screen.findByRole('list', { name: 'Banners assets' });
    expect(within(bannerGrid).getByRole('listitem', { name: 'Sell with us' })).toBeInTheDocument();
    await waitFor(() => expect(address()).toBe('/home-page/assets?section=banner'));
    expect(requests.at(-1)).toMatchObject({ 'filter[section]': 'banner' });
  });

  it('tags inactive, scheduled and expired assets, and nothing on live ones', async () => {
    serveSections();
    open();
    await screen.findByRole('list', { name: 'Hero assets' });
    expect(within(tile('Golden Visa')).getByText('Inactive')).toBeInTheDocument();
    expect(within(tile('Ramadan')).getByText('Scheduled')).toBeInTheDocument();
    expect(within(tile('Cityscape')).getByText('Expired')).toBeInTheDocument();
    for (const name of ['Marina', 'Tour'])
      expect(within(tile(name)).queryByText(/Inactive|Scheduled|Expired/)).not.toBeInTheDocument();
  });

  it('saves a new order at once and shows it', async () => {
    serveSections();
    const bodies: unknown[] = [];
    server.use(
      http.post('/api/admin/home-assets/reorder', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ message: 'Data has been updated successfully' });
      }),
    );
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'Move Marina down' }));
    await waitFor(() => expect(bodies).toEqual([{ ids: [2, 1, 3, 4, 5] }]));
    const grid = screen.getByRole('list', { name: 'Hero assets' });
    expect(within(grid).getAllByRole('listitem')[1]).toHaveAttribute('aria-label', 'Marina');
  });

  it('deletes an asset after the binding confirmation', async () => {
    serveSections();
    const deleted: string[] = [];
    server.use(
      http.delete('/api/admin/home-assets/:id', ({ params }) => {
        deleted.push(String(params.id));
        return HttpResponse.json({ message: 'Data has been deleted successfully' });
      }),
    );
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'Delete Ramadan' }));
    expect(await screen.findByText('DELETE, Are you sure?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Yes, delete it!' }));
    expect(await screen.findByText('Data has been deleted successfully')).toBeInTheDocument();
    // Then, apart from the binding text, where it went (docs/product.md#trash).
    expect(screen.getByText(/It is in the Trash now/)).toBeInTheDocument();
    expect(deleted).toEqual(['3']);
  });

  it('opens an asset in the Arabic interface with its Arabic names', async () => {
    serveSections();
    renderList('/home-page/assets', <HomeAssetsPage carouselMs={600} />, '/home-page/assets', 'ar');
    const grid = await screen.findByRole('list', { name: 'عناصر الواجهة' });
    expect(within(grid).getByRole('listitem', { name: 'عنوان 1' })).toBeInTheDocument();
    expect(within(grid).getByText('غير نشط')).toBeInTheDocument();
  });
});

describe('adding home assets', () => {
  it('turns each uploaded file into an asset of the open section, a video as a video', async () => {
    serveSections();
    let nextId = 40;
    server.use(
      // The server reads the type from the bytes: this one says the upload is a video.
      http.post('/api/admin/media', () =>
        HttpResponse.json({ data: media(nextId++, 'video/mp4') }, { status: 201 }),
      ),
    );
    const created: unknown[] = [];
    server.use(
      http.post('/api/admin/home-assets', async ({ request }) => {
        created.push(await request.json());
        return HttpResponse.json(
          { data: asset(99, 'New'), message: 'Data has been added successfully' },
          { status: 201 },
        );
      }),
    );
    const { user } = open('/home-page/assets?section=banner');
    await screen.findByRole('list', { name: 'Banners assets' });
    const input = screen.getByLabelText('Add images or videos to Banners', {
      selector: 'input',
    });
    await user.upload(input, new File(['x'], 'promo.mp4', { type: 'video/mp4' }));
    await waitFor(() => expect(created).toHaveLength(1));
    expect(created[0]).toMatchObject({
      section: 'banner',
      type: 'video',
      media_id: 40,
      poster_id: null,
      is_active: true,
      title: { en: '', ar: '' },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Data has been uploaded successfully',
    );
  });
});
