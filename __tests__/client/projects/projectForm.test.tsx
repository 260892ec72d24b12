import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { Project, ProjectInput } from '../../../src/shared/content/projects';
import { server } from '../../support/mswServer';
import { findField, imageFile, media, mediaUploads, renderForm } from '../forms/formHarness';

const emaar = { id: 7, slug: 'emaar', name: { en: 'Emaar', ar: 'إعمار' } };

const project = {
  id: 12,
  slug: 'palm-residences',
  name: { en: 'Palm Residences', ar: 'بالم ريزيدنس' },
  developer_id: 7,
  developer: emaar,
  summary: { en: '', ar: '' },
  description: { en: '', ar: '' },
  city: { en: 'Dubai', ar: 'دبي' },
  community: { en: '', ar: '' },
  address: { en: '', ar: '' },
  latitude: null,
  longitude: null,
  construction_status: 'off_plan',
  sales_status: 'on_sale',
  completion_percent: 40,
  handover_date: '2027-11',
  property_types: ['apartment'],
  bedrooms_min: 0,
  bedrooms_max: 3,
  area_min: null,
  area_max: null,
  area_unit: 'sqft',
  price_from: 1_200_000,
  price_to: null,
  currency: 'AED',
  payment_plan: [
    { label: { en: 'On booking', ar: 'عند الحجز' }, percent: 60 },
    { label: { en: 'On handover', ar: 'عند التسليم' }, percent: 40 },
  ],
  payment_plan_label: '60/40',
  amenities: ['gym'],
  video_url: null,
  permit_number: null,
  is_featured: false,
  is_published: true,
  cover: null,
  gallery: [media(1), media(2)],
  floor_plans: [],
  brochure: null,
  sort_order: 1,
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
  version: 5,
} as unknown as Project;

/** The developer picker's search: every query answers with Emaar. */
function developersSearch() {
  const searches: string[] = [];
  server.use(
    http.get('/api/admin/developers', ({ request }) => {
      searches.push(new URL(request.url).searchParams.get('search') ?? '');
      return HttpResponse.json({
        data: [emaar],
        meta: { current_page: 1, per_page: 20, total: 1, last_page: 1 },
      });
    }),
  );
  return searches;
}

async function choose(user: UserEvent, label: string, option: string) {
  await user.click(screen.getByLabelText(label));
  const options = await screen.findAllByTitle(option);
  await user.click(options[options.length - 1]!);
}

// The project form is the biggest page: in jsdom on two busy cores one flow takes tens of seconds.
jest.setTimeout(90_000);

/** Long texts are pasted: typing them key by key re-validates the whole form on every key. */
async function fill(user: UserEvent, label: string, text: string) {
  await user.click(screen.getByLabelText(label));
  await user.paste(text);
}

describe('project form', () => {
  it('totals the payment plan as it is typed, shows its "60/40" label, and refuses a plan not at 100', async () => {
    developersSearch();
    const { user } = renderForm('/projects/add');
    await user.click(
      await screen.findByRole('button', { name: /Add milestone/ }, { timeout: 20_000 }),
    );
    await user.click(screen.getByRole('button', { name: /Add milestone/ }));
    await fill(user, 'Milestone 1 (English)', 'On booking');
    await user.type(screen.getByLabelText('Milestone 1 percent'), '60');
    await fill(user, 'Milestone 2 (English)', 'On handover');
    await user.type(screen.getByLabelText('Milestone 2 percent'), '30');

    // useWatch reports the typed values a tick later.
    const total = await screen.findByText('Total: 90%');
    expect(total).toHaveClass('payment-plan__total--incomplete');
    expect(await screen.findByText('Plan: 60/30')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('The payment plan must add up to exactly 100%'),
    ).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Milestone 2 percent'));
    await user.type(screen.getByLabelText('Milestone 2 percent'), '40');
    expect(await screen.findByText('Total: 100%')).toHaveClass('payment-plan__total--complete');
    expect(screen.getByText('Plan: 60/40')).toBeInTheDocument();
    // The plan adds up: the error leaves at once, not at the next Save.
    await waitFor(() =>
      expect(
        screen.queryByText('The payment plan must add up to exactly 100%'),
      ).not.toBeInTheDocument(),
    );

    await user.click(screen.getByRole('button', { name: 'Move milestone 2 up' }));
    expect(await screen.findByText('Plan: 40/60')).toBeInTheDocument();
    expect(screen.getByLabelText('Milestone 1 (English)')).toHaveValue('On handover');
  });

  it('refuses a minimum above its maximum', async () => {
    developersSearch();
    const { user } = renderForm('/projects/add');
    await user.type(await findField('Bedrooms from', 20_000), '3');
    await user.type(screen.getByLabelText('Bedrooms to'), '1');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Bedrooms to')).toHaveAccessibleDescription(
        'The minimum must not be greater than the maximum',
      ),
    );
  });

  it('creates with the developer found on the server and the uploaded media ids in order', async () => {
    const searches = developersSearch();
    mediaUploads(100);
    const sent: ProjectInput[] = [];
    server.use(
      http.post('/api/admin/projects', async ({ request }) => {
        sent.push((await request.json()) as ProjectInput);
        return HttpResponse.json({ data: project, message: 'Created' }, { status: 201 });
      }),
    );
    const { user } = renderForm('/projects/add');
    await findField('Name (English)', 20_000);
    await fill(user, 'Name (English)', 'Marina Gate');
    expect(screen.getByLabelText('Slug (web address)')).toHaveValue('marina-gate');

    await user.type(screen.getByLabelText('Developer'), 'ema');
    await waitFor(() => expect(searches).toContain('ema'));
    await user.click((await screen.findAllByTitle('Emaar')).at(-1)!);
    expect(await screen.findByRole('link', { name: 'Open this developer' })).toHaveAttribute(
      'href',
      '/developers/7',
    );
    await fill(user, 'City (English)', 'Dubai');
    await choose(user, 'Construction status', 'Off-plan');
    await user.click(screen.getByRole('checkbox', { name: 'Villa' }));

    await user.upload(screen.getByLabelText('Gallery'), [imageFile('a.png'), imageFile('b.png')]);
    await screen.findByRole('img', { name: 'photo-101.jpg' });
    const first = screen.getAllByRole('img', { name: /^photo-10[01]\.jpg$/ })[0]!;
    await user.click(
      screen.getByRole('button', { name: `Move ${first.getAttribute('alt')} later` }),
    );

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('heading', { name: 'Projects list' })).toBeInTheDocument();
    expect(screen.getByText('Data has been added successfully')).toBeInTheDocument();
    const [body] = sent;
    expect(body).toMatchObject({
      slug: 'marina-gate',
      name: { en: 'Marina Gate', ar: '' },
      developer_id: 7,
      city: { en: 'Dubai', ar: '' },
      construction_status: 'off_plan',
      property_types: ['villa'],
      currency: 'AED',
      area_unit: 'sqft',
      payment_plan: [],
      cover_id: null,
      brochure_id: null,
      floor_plan_ids: [],
    });
    expect(body!.gallery_ids).toEqual(
      first.getAttribute('alt') === 'photo-100.jpg' ? [101, 100] : [100, 101],
    );
  });

  it('loads a project to edit: quarter, developer link, then PUTs a new handover month', async () => {
    developersSearch();
    let body: ProjectInput | undefined;
    let ifMatch: string | null = null;
    server.use(
      http.get('/api/admin/projects/12', () => HttpResponse.json({ data: project })),
      http.put('/api/admin/projects/12', async ({ request }) => {
        body = (await request.json()) as ProjectInput;
        ifMatch = request.headers.get('if-match');
        return HttpResponse.json({ data: project, message: 'Updated' });
      }),
    );
    const { user } = renderForm('/projects/12');
    expect(await screen.findByText('Q4 2027', undefined, { timeout: 20_000 })).toBeInTheDocument();
    expect(screen.getByTitle('November')).toBeInTheDocument();
    expect(screen.getByTitle('Emaar')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open this developer' })).toHaveAttribute(
      'href',
      '/developers/7',
    );
    expect(await screen.findByText('Plan: 60/40')).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Handover month' }));
    await user.click((await screen.findAllByTitle('February')).at(-1)!);
    expect(await screen.findByText('Q1 2027')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Data has been updated successfully')).toBeInTheDocument();
    expect(body).toMatchObject({
      developer_id: 7,
      handover_date: '2027-02',
      gallery_ids: [1, 2],
      payment_plan: project.payment_plan,
      bedrooms_min: 0,
    });
    // The version it loaded (docs/api.md#record-versions).
    expect(ifMatch).toBe('"5"');
  });

  it("shows a 422's errors on the nested and list fields", async () => {
    developersSearch();
    server.use(
      http.get('/api/admin/projects/12', () => HttpResponse.json({ data: project })),
      http.put('/api/admin/projects/12', () =>
        HttpResponse.json(
          {
            message: 'The given data was invalid.',
            errors: {
              'name.en': ['Name is too short.'],
              developer_id: ['The selected developer does not exist.'],
              payment_plan: ['The payment plan must add up to exactly 100%.'],
              'gallery_ids.1': [
                'The selected file does not exist or has expired. Upload it again.',
              ],
            },
          },
          { status: 422 },
        ),
      ),
    );
    const { user } = renderForm('/projects/12');
    await user.click(await screen.findByRole('button', { name: 'Save' }, { timeout: 20_000 }));
    await waitFor(() =>
      expect(screen.getByLabelText('Name (English)')).toHaveAccessibleDescription(
        'Name is too short.',
      ),
    );
    const developerError = await screen.findByText('The selected developer does not exist.');
    expect(
      within(developerError.closest('.ant-form-item') as HTMLElement).getByLabelText('Developer'),
    ).toBeInTheDocument();
    expect(
      await screen.findByText('The payment plan must add up to exactly 100%.'),
    ).toBeInTheDocument();
    expect(
      await screen.findByText('The selected file does not exist or has expired. Upload it again.'),
    ).toBeInTheDocument();
    expect(screen.getByText('An error occured while updating the data')).toBeInTheDocument();
  });
});
