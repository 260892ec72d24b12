import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import HomeAssetsPage from '../../../src/client/features/homeAssets/pages/HomeAssetsPage';
import type { HomeAsset } from '../../../src/shared/homeAssets/schemas';
import { server } from '../../support/mswServer';
import { page, renderList, serveList } from '../lists/listTestKit';
import { publicationState } from '../../support/fixtures';

const hero: HomeAsset = {
  id: 9,
  section: 'hero',
  type: 'image',
  title: { en: 'Marina', ar: 'المارينا' },
  subtitle: { en: '', ar: '' },
  alt: { en: '', ar: '' },
  cta_label: { en: 'Explore', ar: '' },
  cta_url: 'https://example.com/projects',
  is_active: true,
  starts_at: '2026-05-01T08:00:00.000Z',
  ends_at: null,
  media: {
    id: 31,
    uuid: 'u',
    collection_name: 'media',
    name: 'marina',
    file_name: 'marina.jpg',
    mime_type: 'image/jpeg',
    size: 100,
    width: 10,
    height: 10,
    order_column: 0,
    original_url: '/media/marina.jpg',
    preview_url: '/media/marina.preview.webp',
  },
  mobile_media: null,
  poster: null,
  sort_order: 1,
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
  version: 1,
};

async function openEditor(record: HomeAsset & { publication?: unknown } = hero) {
  serveList('home-assets', () => page([hero], { per_page: 100 }));
  // The editor reads the asset afresh, with its publication when the server has one.
  server.use(http.get('/api/admin/home-assets/9', () => HttpResponse.json({ data: record })));
  const view = renderList(
    '/home-page/assets',
    <HomeAssetsPage carouselMs={600} />,
    '/home-page/assets',
  );
  await view.user.click(await screen.findByRole('button', { name: 'Edit Marina' }));
  await screen.findByRole('dialog', { name: 'Edit asset' });
  return view;
}

describe('the home asset editor', () => {
  it("shows an active asset's publication bar and saves its draft, staying open to publish", async () => {
    const drafts: { ifMatch: string | null; body: Record<string, unknown> }[] = [];
    server.use(
      http.put('/api/admin/home-assets/9/draft', async ({ request }) => {
        drafts.push({
          ifMatch: request.headers.get('if-match'),
          body: (await request.json()) as Record<string, unknown>,
        });
        return HttpResponse.json({ data: { ...hero, version: 2 }, message: 'Draft saved' });
      }),
    );
    const { user } = await openEditor({
      ...hero,
      publication: publicationState({ last_published_at: null, versions_count: 1 }),
    });
    const bar = await screen.findByRole('region', { name: 'Publication' });
    expect(bar).toHaveTextContent('Published');
    expect(screen.queryByRole('switch', { name: 'Active' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('Draft saved')).toBeInTheDocument();
    expect(drafts).toHaveLength(1);
    expect(drafts[0]).toMatchObject({ ifMatch: '"1"', body: { is_active: true } });
    expect(screen.getByRole('dialog', { name: 'Edit asset' })).toBeInTheDocument();
  });

  it('sends every field and closes after saving', async () => {
    const bodies: unknown[] = [];
    const versions: (string | null)[] = [];
    server.use(
      http.put('/api/admin/home-assets/9', async ({ request }) => {
        versions.push(request.headers.get('if-match'));
        bodies.push(await request.json());
        return HttpResponse.json({ data: hero, message: 'Data has been updated successfully' });
      }),
    );
    const { user } = await openEditor();
    const arabicTitle = screen.getByRole('textbox', { name: 'Title (Arabic)' });
    expect(arabicTitle).toHaveValue('المارينا');
    expect(arabicTitle).toHaveAttribute('dir', 'rtl');
    await user.type(
      screen.getByRole('textbox', { name: 'Alternative text (English)' }),
      'A marina',
    );
    await user.click(screen.getByRole('switch', { name: 'Active' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toEqual({
      section: 'hero',
      type: 'image',
      media_id: 31,
      mobile_media_id: null,
      poster_id: null,
      title: { en: 'Marina', ar: 'المارينا' },
      subtitle: { en: '', ar: '' },
      alt: { en: 'A marina', ar: '' },
      cta_label: { en: 'Explore', ar: '' },
      cta_url: 'https://example.com/projects',
      is_active: false,
      starts_at: '2026-05-01T08:00:00.000Z',
      ends_at: null,
    });
    expect(versions).toEqual(['"1"']);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Data has been updated successfully',
    );
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Edit asset' })).not.toBeInTheDocument(),
    );
  });

  it("puts the server's 422 errors on their fields and stays open", async () => {
    server.use(
      http.put('/api/admin/home-assets/9', () =>
        HttpResponse.json(
          {
            message: 'The given data was invalid.',
            errors: {
              'title.en': ['The title is too long.'],
              ends_at: ['The end must be after the start.'],
              media_id: ['The file must be a video.'],
            },
          },
          { status: 422 },
        ),
      ),
    );
    const { user } = await openEditor();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    // Each field shows its error as it renders (the date pickers come in their own chunk): wait for each.
    expect(await screen.findByText('The title is too long.')).toBeInTheDocument();
    expect(await screen.findByText('The end must be after the start.')).toBeInTheDocument();
    // The media's error lands on the uploader (media_id → media).
    expect(await screen.findByText('The file must be a video.')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('An error occured while updating the data');
    expect(screen.getByRole('dialog', { name: 'Edit asset' })).toBeInTheDocument();
  });

  it('refuses a link that is not a web address before sending', async () => {
    const sent = jest.fn();
    server.use(http.put('/api/admin/home-assets/9', () => void sent()));
    const { user } = await openEditor();
    const link = screen.getByRole('textbox', { name: 'Button link' });
    await user.clear(link);
    await user.type(link, 'example.com');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText(/link/i, { selector: '.ant-form-item-explain-error' }),
    ).toBeInTheDocument();
    expect(sent).not.toHaveBeenCalled();
  });

  it('asks before closing with unsaved changes', async () => {
    const { user } = await openEditor();
    await user.type(screen.getByRole('textbox', { name: 'Subtitle (English)' }), 'S');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(await screen.findByRole('button', { name: 'Stay' }));
    expect(screen.getByRole('textbox', { name: 'Subtitle (English)' })).toHaveValue('S');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(await screen.findByRole('button', { name: 'Leave' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Edit asset' })).not.toBeInTheDocument(),
    );
  }, 120_000);
});
