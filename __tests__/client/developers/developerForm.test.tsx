import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { Developer, DeveloperInput } from '../../../src/shared/content/developers';
import { server } from '../../support/mswServer';
import { findField, imageFile, media, mediaUploads, renderForm, TOKEN } from '../forms/formHarness';

const developer: Developer = {
  id: 7,
  slug: 'emaar',
  name: { en: 'Emaar', ar: 'إعمار' },
  description: { en: 'Builds towers', ar: '' },
  website_url: 'https://emaar.example',
  email: null,
  phone: null,
  established_year: 1997,
  headquarters: { en: 'Dubai', ar: 'دبي' },
  is_featured: true,
  is_published: true,
  logo: media(3),
  cover: null,
  sort_order: 1,
  projects_count: 2,
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
  version: 1,
};

function captureCreate(status = 201, body?: object) {
  const sent: DeveloperInput[] = [];
  server.use(
    http.post('/api/admin/developers', async ({ request }) => {
      sent.push((await request.json()) as DeveloperInput);
      return HttpResponse.json(body ?? { data: { ...developer, id: 9 }, message: 'Created' }, {
        status,
      });
    }),
  );
  return sent;
}

describe('developer form', () => {
  it('makes the slug from the English name until the slug is edited, then leaves it alone', async () => {
    const { user } = renderForm('/developers/add');
    const english = await findField('Name (English)');
    const slug = screen.getByLabelText('Slug (web address)');
    await user.type(english, 'Palm Properties');
    expect(slug).toHaveValue('palm-properties');

    await user.clear(slug);
    await user.type(slug, 'palm');
    await user.type(english, ' Group');
    expect(slug).toHaveValue('palm');
  });

  it('shows English left-to-right and Arabic right-to-left, in either interface language', async () => {
    renderForm('/developers/add', { locale: 'ar' });
    const arabic = await findField('الاسم (بالعربية)');
    expect(arabic).toHaveAttribute('dir', 'rtl');
    expect(arabic).toHaveAttribute('lang', 'ar');
    expect(screen.getByLabelText('الاسم (بالإنجليزية)')).toHaveAttribute('dir', 'ltr');
  });

  it('creates with the uploaded logo id, then goes to the list with the binding toast and no leave prompt', async () => {
    const uploads = mediaUploads(41);
    const sent = captureCreate();
    const { user } = renderForm('/developers/add');
    await user.type(await findField('Name (English)'), 'Nakheel');
    await user.type(screen.getByLabelText('Name (Arabic)'), 'نخيل');
    await user.upload(screen.getByLabelText('Logo'), imageFile('logo.png'));
    expect(await screen.findByRole('img', { name: 'photo-41.jpg' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Established (year)'), '2003');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('heading', { name: 'Developers list' })).toBeInTheDocument();
    expect(screen.getByText('Data has been added successfully')).toBeInTheDocument();
    expect(screen.queryByText('Leave without saving?')).not.toBeInTheDocument();
    expect(uploads).toEqual([{ collection: 'logo', authorization: `Bearer ${TOKEN}` }]);
    expect(sent).toEqual([
      {
        slug: 'nakheel',
        name: { en: 'Nakheel', ar: 'نخيل' },
        description: { en: '', ar: '' },
        website_url: null,
        email: null,
        phone: null,
        established_year: 2003,
        headquarters: { en: '', ar: '' },
        is_featured: false,
        is_published: true,
        logo_id: 41,
        cover_id: null,
      },
    ]);
  });

  it('refuses a missing English name and a year before 1800 without calling the server', async () => {
    const sent = captureCreate();
    const { user } = renderForm('/developers/add');
    await user.type(await findField('Established (year)'), '1700');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const english = screen.getByLabelText('Name (English)');
    await waitFor(() => expect(english).toHaveAccessibleDescription('This field is required'));
    // antd shows each field's error as that field finishes validating.
    await waitFor(() =>
      expect(screen.getByLabelText('Established (year)')).toHaveAccessibleDescription(
        `Enter a number from 1800 to ${new Date().getFullYear()}`,
      ),
    );
    expect(sent).toHaveLength(0);
  });

  it("puts a 422's errors on their fields, nested name.en included", async () => {
    captureCreate(422, {
      message: 'The given data was invalid.',
      errors: {
        'name.en': ['Too similar to another developer.'],
        logo_id: ['The file must be an image.'],
      },
    });
    const { user } = renderForm('/developers/add');
    await user.type(await findField('Name (English)'), 'Emaar');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const english = screen.getByLabelText('Name (English)');
    await waitFor(() =>
      expect(english).toHaveAccessibleDescription('Too similar to another developer.'),
    );
    expect(screen.getByLabelText('Name (Arabic)')).not.toHaveAttribute('aria-invalid', 'true');
    expect(await screen.findByText('The file must be an image.')).toBeInTheDocument();
    expect(screen.getByText('An error occured while adding new data')).toBeInTheDocument();
  });

  it('opens the error dialog, not a toast, when the server fails (5xx) or cannot be reached', async () => {
    captureCreate(500, { message: 'Server Error' });
    const { user } = renderForm('/developers/add');
    await user.type(await findField('Name (English)'), 'Emaar');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('dialog', { name: 'Error' }, { timeout: 10_000 });
    expect(within(dialog).getByText('Status Code')).toBeInTheDocument();
    expect(within(dialog).getByText(/500/)).toBeInTheDocument();
    expect(within(dialog).getByText('Server Error')).toBeInTheDocument();
    expect(screen.queryByText('An error occured while adding new data')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Error' })).toBeNull());

    server.use(http.post('/api/admin/developers', () => HttpResponse.error()));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const again = await screen.findByRole('dialog', { name: 'Error' });
    expect(within(again).getByText(/FETCH_ERROR/)).toBeInTheDocument();
    await user.click(within(again).getByRole('button', { name: 'OK' }));
    // What was typed is still there to save again.
    expect(screen.getByLabelText('Name (English)')).toHaveValue('Emaar');
  });

  it('shows a taken slug (409) on the slug field', async () => {
    captureCreate(409, {
      message: 'The slug has already been taken.',
      errors: { slug: ['The slug has already been taken.'] },
    });
    const { user } = renderForm('/developers/add');
    await user.type(await findField('Name (English)'), 'Emaar');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      // The field's hint follows the error in the description.
      expect(screen.getByLabelText('Slug (web address)')).toHaveAccessibleDescription(
        expect.stringContaining('The slug has already been taken.'),
      ),
    );
  });

  it('loads a developer to edit, PUTs the whole record, stays, and shows what the router adds below', async () => {
    let put: { id?: string; body?: DeveloperInput } = {};
    server.use(
      http.get('/api/admin/developers/7', () => HttpResponse.json({ data: developer })),
      http.put('/api/admin/developers/:id', async ({ params, request }) => {
        put = { id: params.id as string, body: (await request.json()) as DeveloperInput };
        return HttpResponse.json({ data: developer, message: 'Updated' });
      }),
    );
    const { user, router } = renderForm('/developers/7');
    expect(await screen.findByRole('status', { name: 'Loading…' })).toBeInTheDocument();
    const english = await findField('Name (English)');
    expect(english).toHaveValue('Emaar');
    expect(screen.getByText('Projects of this developer')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'photo-3.jpg' })).toBeInTheDocument();

    await user.type(english, ' Properties');
    // A saved slug is in public URLs: renaming does not change it.
    expect(screen.getByLabelText('Slug (web address)')).toHaveValue('emaar');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Data has been updated successfully')).toBeInTheDocument();
    expect(put.id).toBe('7');
    expect(put.body).toMatchObject({
      slug: 'emaar',
      name: { en: 'Emaar Properties', ar: 'إعمار' },
      logo_id: 3,
    });
    expect(router.state.location.pathname).toBe('/developers/7');

    // Saved: leaving asks nothing.
    await user.click(screen.getByRole('link', { name: 'Back to list' }));
    expect(await screen.findByRole('heading', { name: 'Developers list' })).toBeInTheDocument();
  });

  it("shows only 'Page Not Found!' for an unknown developer: no edit header, no History", async () => {
    server.use(
      http.get('/api/admin/developers/99', () =>
        HttpResponse.json({ message: 'Not Found' }, { status: 404 }),
      ),
    );
    renderForm('/developers/99');
    expect(await screen.findByText('Page Not Found!')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Edit developer' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /history/i })).not.toBeInTheDocument();
  });

  it('asks before leaving a form with unsaved changes', async () => {
    const { user } = renderForm('/developers/add');
    await user.type(await findField('Name (English)'), 'Half done');
    await user.click(screen.getByRole('link', { name: 'Back to list' }));

    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Leave without saving?');
    await user.click(within(dialog).getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByLabelText('Name (English)')).toHaveValue('Half done');

    await user.click(screen.getByRole('link', { name: 'Back to list' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Leave' }),
    );
    expect(await screen.findByRole('heading', { name: 'Developers list' })).toBeInTheDocument();
  });

  it('shows a sales manager the developer read-only, with no Save the server would refuse', async () => {
    server.use(http.get('/api/admin/developers/7', () => HttpResponse.json({ data: developer })));
    renderForm('/developers/7', { role: 'sales-manager' });
    expect(await findField('Name (English)')).toHaveValue('Emaar');
    expect(screen.getByLabelText('Name (English)')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent(
      'You can view this record but not change it.',
    );
  });

  it('lets an editor save the developer', async () => {
    server.use(http.get('/api/admin/developers/7', () => HttpResponse.json({ data: developer })));
    renderForm('/developers/7', { role: 'editor' });
    expect(await findField('Name (English)')).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
  });
});
