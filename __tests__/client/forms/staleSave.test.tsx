/**
 * A stale save (docs/product.md#editing-together): every edit form sends the version it loaded in If-Match;
 * a 412 opens the merge dialog with the record saved meanwhile, the chosen values go into the form and are
 * saved on the new version, and going back keeps everything typed.
 */
import { configure, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { Company, CompanyInput } from '../../../src/shared/account/schemas';
import type { Developer, DeveloperInput } from '../../../src/shared/content/developers';
import type { SeoPageInput } from '../../../src/shared/seo/schemas';
import { adminUser, storeSession } from '../../support/fixtures';
import { server } from '../../support/mswServer';
import { renderApp } from '../../support/renderApp';
import { renderSeo, seoPage, T } from '../seo/seoHarness';
import { emaar as developer, findField, renderForm } from './formHarness';

jest.setTimeout(60_000);
configure({ asyncUtilTimeout: 10_000 });

/** Saved by someone else meanwhile: both names and the phone changed. */
const theirs: Developer = {
  ...developer,
  name: { en: 'Emaar Group', ar: 'إعمار العقارية' },
  phone: '+971 4 111 1111',
  version: 2,
};

interface Put<B> {
  ifMatch: string | null;
  body: B;
}

/**
 * A PUT handler that records each request: one naming a version other than `current`'s gets the 412 with
 * `current`; one naming it is saved as `saved` makes it from the body.
 */
function staleUntilCurrent<B, R extends { version: number }>(
  url: string,
  current: R,
  saved: (body: B) => R,
  message = 'Data has been updated successfully',
) {
  const puts: Put<B>[] = [];
  const handler = http.put(url, async ({ request }) => {
    const put = { ifMatch: request.headers.get('if-match'), body: (await request.json()) as B };
    puts.push(put);
    if (put.ifMatch !== `"${current.version}"`)
      return HttpResponse.json({ message: 'stale', current }, { status: 412 });
    return HttpResponse.json({ data: saved(put.body), message });
  });
  return { puts, handler };
}

/** The developer's server: GET answers v1; a PUT naming another version than the stored one gets the 412. */
function developerServer() {
  const puts: Put<DeveloperInput>[] = [];
  let stored = theirs;
  server.use(
    http.get('/api/admin/developers/7', () => HttpResponse.json({ data: developer })),
    http.put('/api/admin/developers/7', async ({ request }) => {
      const put = {
        ifMatch: request.headers.get('if-match'),
        body: (await request.json()) as DeveloperInput,
      };
      puts.push(put);
      if (put.ifMatch !== `"${stored.version}"`)
        return HttpResponse.json(
          {
            message: 'This record was changed by someone else since you opened it.',
            current: stored,
          },
          { status: 412, headers: { etag: `"${stored.version}"` } },
        );
      stored = {
        ...stored,
        name: put.body.name,
        phone: put.body.phone,
        version: stored.version + 1,
      };
      return HttpResponse.json({ data: stored, message: 'Data has been updated successfully' });
    }),
  );
  return puts;
}

describe('a stale save', () => {
  it('opens the merge, saves the choices on the new version, then goes on from the saved one', async () => {
    const puts = developerServer();
    const { user } = renderForm('/developers/7');
    const english = await findField('Name (English)');
    await user.type(english, ' Properties');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const dialog = await screen.findByRole('dialog', {
      name: 'Someone else saved this record meanwhile',
    });
    expect(puts.map((put) => put.ifMatch)).toEqual(['"1"']);
    // Only the fields that differ, each language on its own; theirs offered where only they changed it.
    expect(
      within(dialog)
        .getAllByRole('radiogroup')
        .map((group) => group.getAttribute('aria-labelledby')),
    ).toEqual(['merge-name.en', 'merge-name.ar', 'merge-phone']);
    const en = within(dialog).getByRole('radiogroup', { name: 'Name (English)' });
    expect(within(en).getByRole('radio', { name: 'Yours: Emaar Properties' })).toBeChecked();
    expect(
      within(en).getByRole('radio', { name: 'Saved meanwhile: Emaar Group' }),
    ).not.toBeChecked();
    const ar = within(dialog).getByRole('radiogroup', { name: 'Name (Arabic)' });
    expect(
      within(ar).getByRole('radio', { name: 'Saved meanwhile: إعمار العقارية' }),
    ).toBeChecked();
    const phone = within(dialog).getByRole('radiogroup', { name: 'Phone' });
    expect(within(phone).getByRole('radio', { name: 'Yours: —' })).not.toBeChecked();
    expect(screen.queryByText('Data has been updated successfully')).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Save with these choices' }));
    expect(await screen.findByText('Data has been updated successfully')).toBeInTheDocument();
    expect(puts).toHaveLength(2);
    expect(puts[1]!.ifMatch).toBe('"2"');
    expect(puts[1]!.body).toMatchObject({
      name: { en: 'Emaar Properties', ar: 'إعمار العقارية' },
      phone: '+971 4 111 1111',
      logo_id: 3,
      established_year: 1997,
    });
    // The form shows what was saved.
    expect(screen.getByLabelText('Name (Arabic)')).toHaveValue('إعمار العقارية');
    expect(screen.getByLabelText('Phone')).toHaveValue('+971 4 111 1111');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    // The next save names the version the last one answered.
    await user.type(screen.getByLabelText('Name (English)'), '!');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(puts).toHaveLength(3));
    expect(puts[2]!.ifMatch).toBe('"3"');
    expect(puts[2]!.body.name.en).toBe('Emaar Properties!');
  });

  it('goes back to the form with everything typed, and asks again on the next save (in Arabic)', async () => {
    const puts = developerServer();
    const { user } = renderForm('/developers/7', { locale: 'ar' });
    const arabic = await findField('الاسم (بالعربية)');
    await user.clear(arabic);
    await user.type(arabic, 'إعمار للتطوير');
    await user.click(screen.getByRole('button', { name: 'حفظ' }));

    let dialog = await screen.findByRole('dialog', { name: 'حفظ شخص آخر هذا السجل في الأثناء' });
    expect(dialog).toHaveTextContent('تختلف 3 حقول');
    const ar = within(dialog).getByRole('radiogroup', { name: 'الاسم (بالعربية)' });
    expect(within(ar).getByRole('radio', { name: 'نسختك: إعمار للتطوير' })).toBeChecked();
    expect(within(ar).getByText('إعمار للتطوير')).toHaveAttribute('dir', 'rtl');
    await user.click(within(dialog).getByRole('button', { name: 'عودة إلى تعديلاتي' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByLabelText('الاسم (بالعربية)')).toHaveValue('إعمار للتطوير');
    expect(screen.getByLabelText('الاسم (بالإنجليزية)')).toHaveValue('Emaar');

    // Nothing was chosen: the next save is still on the version loaded, and asks again.
    await user.click(screen.getByRole('button', { name: 'حفظ' }));
    dialog = await screen.findByRole('dialog', { name: 'حفظ شخص آخر هذا السجل في الأثناء' });
    expect(puts.map((put) => put.ifMatch)).toEqual(['"1"', '"1"']);
    await user.click(within(dialog).getByRole('button', { name: 'اعتمد كل ما حُفظ في الأثناء' }));
    await user.click(within(dialog).getByRole('button', { name: 'احفظ بهذه الاختيارات' }));
    expect(await screen.findByText('تم تحديث البيانات بنجاح')).toBeInTheDocument();
    expect(puts[2]).toMatchObject({
      ifMatch: '"2"',
      body: { name: { en: 'Emaar Group', ar: 'إعمار العقارية' }, phone: '+971 4 111 1111' },
    });
  });

  it('saves again on the new version, with no dialog, when what was saved meanwhile is what the form holds', async () => {
    const { puts, handler } = staleUntilCurrent<DeveloperInput, Developer>(
      '/api/admin/developers/7',
      { ...developer, version: 2 },
      () => ({ ...developer, version: 3 }),
      'Updated',
    );
    server.use(
      http.get('/api/admin/developers/7', () => HttpResponse.json({ data: developer })),
      handler,
    );
    const { user } = renderForm('/developers/7');
    await findField('Name (English)');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Data has been updated successfully')).toBeInTheDocument();
    expect(puts.map((put) => put.ifMatch)).toEqual(['"1"', '"2"']);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('merges an SEO page, each language of each text on its own', async () => {
    const record = seoPage({ version: 4 });
    const now = seoPage({ version: 5, description: T('Off-plan and ready homes.', 'وصف جديد') });
    const { puts, handler } = staleUntilCurrent<SeoPageInput, typeof now>(
      '/api/admin/meta/home',
      now,
      (body) => ({ ...now, title: body.title, version: 6 }),
    );
    server.use(
      http.get('/api/admin/meta/home', () => HttpResponse.json({ data: record })),
      handler,
    );
    const { user } = renderSeo('/meta/home');
    const title = await screen.findByLabelText('Title (English)', undefined, { timeout: 10_000 });
    await user.clear(title);
    await user.click(title);
    await user.paste('Dubai homes');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getAllByRole('radiogroup')).toHaveLength(2);
    const mine = within(dialog).getByRole('radiogroup', { name: 'Title (English)' });
    expect(within(mine).getByRole('radio', { name: 'Yours: Dubai homes' })).toBeChecked();
    const description = within(dialog).getByRole('radiogroup', { name: 'Description (Arabic)' });
    expect(
      within(description).getByRole('radio', { name: 'Saved meanwhile: وصف جديد' }),
    ).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Save with these choices' }));
    expect(await screen.findByText('Data has been updated successfully')).toBeInTheDocument();
    expect(puts.map((put) => put.ifMatch)).toEqual(['"4"', '"5"']);
    expect(puts[1]!.body).toMatchObject({
      title: { en: 'Dubai homes', ar: 'منازل فاخرة في دبي' },
      description: { en: 'Off-plan and ready homes.', ar: 'وصف جديد' },
    });
  });

  it('merges the company settings, a social link as its own field', async () => {
    const company: Company = {
      id: 1,
      name: 'Gulf Homes',
      logo: null,
      email: null,
      phone: null,
      whatsapp: null,
      address: { en: 'Dubai Marina', ar: 'دبي مارينا' },
      default_currency: 'AED',
      social: {
        instagram: null,
        linkedin: null,
        x: null,
        youtube: null,
        facebook: null,
        tiktok: null,
      },
      require_arabic_to_publish: false,
      updated_at: '2026-01-01T00:00:00.000Z',
      version: 8,
    };
    const now: Company = {
      ...company,
      social: { ...company.social, instagram: 'https://instagram.com/gulfhomes' },
      version: 9,
    };
    const { puts, handler } = staleUntilCurrent<CompanyInput, Company>(
      '/api/admin/company',
      now,
      (body) => ({ ...now, name: body.name, version: 10 }),
      'Settings has been updated successfully',
    );
    storeSession();
    server.use(
      http.get('/api/admin/me', () => HttpResponse.json({ data: adminUser })),
      http.get('/api/admin/company', () => HttpResponse.json({ data: company })),
      http.get('/api/admin/profile/availability', () =>
        HttpResponse.json({ data: { available: true, working_hours: null } }),
      ),
      handler,
    );
    const { user } = renderApp('/profile?tab=company');
    const name = await screen.findByLabelText('Company name', undefined, { timeout: 10_000 });
    await user.clear(name);
    await user.click(name);
    await user.paste('Gulf Homes Realty');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getAllByRole('radiogroup')).toHaveLength(2);
    expect(
      within(within(dialog).getByRole('radiogroup', { name: 'Company name' })).getByRole('radio', {
        name: 'Yours: Gulf Homes Realty',
      }),
    ).toBeChecked();
    expect(
      within(within(dialog).getByRole('radiogroup', { name: 'Instagram' })).getByRole('radio', {
        name: 'Saved meanwhile: https://instagram.com/gulfhomes',
      }),
    ).toBeChecked();
    expect(
      screen.queryByText('An error occured while updating the Settings'),
    ).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save with these choices' }));
    expect(await screen.findByText('Settings has been updated successfully')).toBeInTheDocument();
    expect(puts.map((put) => put.ifMatch)).toEqual(['"8"', '"9"']);
    expect(puts[1]!.body).toMatchObject({
      name: 'Gulf Homes Realty',
      social: { instagram: 'https://instagram.com/gulfhomes' },
    });
  });
});
