import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { publicationState } from '../../support/fixtures';
import { server } from '../../support/mswServer';
import type { SeoPage, SeoPageInput } from '../../../src/shared/seo/schemas';
import { T, renderSeo, seoApi, seoPage } from './seoHarness';

const findField = (label: string) => screen.findByLabelText(label, undefined, { timeout: 10_000 });
const searchPreview = () => screen.getByRole('figure', { name: 'Search result preview' });
const socialPreview = () => screen.getByRole('figure', { name: 'Social card preview' });

describe('the SEO page editor', () => {
  it('counts characters against the recommended length and warns past it', async () => {
    seoApi(seoPage({ title: T('') }));
    const { user } = renderSeo('/meta/home');
    const title = await findField('Title (English)');
    expect(screen.getAllByText('0 / 60 characters')[0]).not.toHaveClass('seo-counter--over');

    await user.click(title);
    await user.paste('x'.repeat(60));
    // Form.useWatch passes a typed value on after the event, not within it.
    const atLimit = await screen.findByText('60 / 60 characters');
    expect(atLimit).not.toHaveClass('seo-counter--over');
    await user.keyboard('y');
    const over = await screen.findByText('61 / 60 characters — longer than recommended');
    expect(over).toHaveClass('seo-counter--over');
    // The English and the Arabic descriptions are both 25 characters long.
    expect(screen.getAllByText('25 / 160 characters')).toHaveLength(2);
  });

  it('previews the English result and card, truncating like a search engine', async () => {
    const long =
      'Explore off-plan and ready apartments, villas and townhouses from trusted Gulf developers, with flexible payment plans and handover dates from 2026 to 2029 across Dubai.';
    seoApi(seoPage({ description: T(long), canonical_url: 'https://www.realty.example/en/home' }));
    renderSeo('/meta/home');
    await findField('Title (English)');
    const search = within(searchPreview());
    expect(search.getByText('Luxury Homes in Dubai')).toBeInTheDocument();
    expect(search.getByText('www.realty.example › en › home')).toBeInTheDocument();
    const snippet = search.getByText(/^Explore off-plan/);
    expect(snippet.textContent!.endsWith('…')).toBe(true);
    expect(snippet.textContent!.length).toBeLessThanOrEqual(160);
    expect(searchPreview().querySelector('[dir]')).toHaveAttribute('dir', 'ltr');
    // No Open Graph title: the card falls back to the page title.
    expect(within(socialPreview()).getByText('Luxury Homes in Dubai')).toBeInTheDocument();
    expect(within(socialPreview()).getByText('WWW.REALTY.EXAMPLE')).toBeInTheDocument();
  });

  it('previews the Arabic being edited right-to-left, live', async () => {
    seoApi(seoPage({ og_title: T('Dubai homes', '') }));
    const { user } = renderSeo('/meta/home');
    await findField('Title (English)');
    await user.click(screen.getByRole('tab', { name: 'العربية' }));
    const arabicTitle = screen.getByLabelText('Title (Arabic)');
    expect(arabicTitle).toHaveAttribute('dir', 'rtl');
    await user.clear(arabicTitle);
    await user.click(arabicTitle);
    await user.paste('شقق فاخرة على الواجهة البحرية');

    expect(arabicTitle).toHaveValue('شقق فاخرة على الواجهة البحرية');
    const result = searchPreview().querySelector('.seo-search')!;
    expect(result).toHaveAttribute('dir', 'rtl');
    expect(result).toHaveAttribute('lang', 'ar');
    expect(
      await within(searchPreview()).findByText('شقق فاخرة على الواجهة البحرية'),
    ).toBeInTheDocument();
    expect(within(searchPreview()).getByText('منازل جاهزة وعلى الخارطة.')).toBeInTheDocument();
    // The Open Graph title has no Arabic: the card shows the Arabic page title, not the English OG title.
    expect(socialPreview().querySelector('.seo-card')).toHaveAttribute('dir', 'rtl');
    expect(within(socialPreview()).getByText('شقق فاخرة على الواجهة البحرية')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'English' }));
    expect(searchPreview().querySelector('.seo-search')).toHaveAttribute('dir', 'ltr');
    expect(within(socialPreview()).getByText('Dubai homes')).toBeInTheDocument();
  });

  it('saves every field and shows the binding success toast', async () => {
    const sent = seoApi(seoPage());
    const { user } = renderSeo('/meta/home');
    await user.click(await findField('Canonical URL'));
    await user.paste('https://www.realty.example/');
    await user.click(screen.getByRole('switch', { name: 'Show in search results (index)' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Data has been updated successfully')).toBeInTheDocument();
    expect(sent).toEqual([
      {
        title: T('Luxury Homes in Dubai', 'منازل فاخرة في دبي'),
        description: T('Off-plan and ready homes.', 'منازل جاهزة وعلى الخارطة.'),
        keywords: T('dubai, villas', 'دبي، فلل'),
        og_title: T(''),
        og_description: T(''),
        og_image_id: null,
        canonical_url: 'https://www.realty.example/',
        robots_index: false,
        robots_follow: true,
      },
    ]);
  });

  it('saves a published page as a draft, which the website does not see until it is published', async () => {
    const drafts: { ifMatch: string | null; body: SeoPageInput }[] = [];
    const live = seoApi(
      seoPage({
        publication: publicationState(),
      } as Partial<SeoPage>),
    );
    server.use(
      http.put('/api/admin/meta/home/draft', async ({ request }) => {
        drafts.push({
          ifMatch: request.headers.get('if-match'),
          body: (await request.json()) as SeoPageInput,
        });
        return HttpResponse.json({ data: seoPage({ version: 2 }), message: 'Draft saved' });
      }),
    );
    const { user } = renderSeo('/meta/home');
    const bar = await screen.findByRole('region', { name: 'Publication' });
    expect(bar).toHaveTextContent('Published');
    const title = await findField('Title (English)');
    await user.clear(title);
    await user.type(title, 'Waterfront homes in Dubai');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('Draft saved')).toBeInTheDocument();
    expect(drafts).toHaveLength(1);
    expect(drafts[0]).toMatchObject({
      ifMatch: '"1"',
      body: { title: T('Waterfront homes in Dubai', 'منازل فاخرة في دبي') },
    });
    // Nothing went to the live page.
    expect(live).toEqual([]);
  });

  it("puts a 422's errors on their fields, opening the Arabic tab, with the failure toast", async () => {
    seoApi(seoPage(), () =>
      HttpResponse.json(
        {
          message: 'The given data was invalid.',
          errors: {
            'title.ar': ['Too long'],
            og_image_id: ['The selected file does not exist or has expired. Upload it again.'],
          },
        },
        { status: 422 },
      ),
    );
    const { user } = renderSeo('/meta/home');
    await findField('Title (English)');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('An error occured while updating the data')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: 'العربية' })).toHaveAttribute('aria-selected', 'true'),
    );
    expect(screen.getByLabelText('Title (Arabic)')).toHaveAccessibleDescription(
      expect.stringContaining('Too long'),
    );
    expect(
      screen.getByText('The selected file does not exist or has expired. Upload it again.'),
    ).toBeInTheDocument();
  });

  it('refuses to save without the English title, saying why, and sends nothing', async () => {
    const sent = seoApi(seoPage({ title: T('', 'منازل فاخرة في دبي') }));
    const { user } = renderSeo('/meta/home');
    const title = await findField('Title (English)');
    expect(title).toBeRequired();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(title).toHaveAccessibleDescription(
        expect.stringContaining('Enter the English title: a page is saved only with it'),
      ),
    );
    // Spaces are no title either; an Arabic title alone is not asked for.
    await user.click(title);
    await user.paste('   ');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Enter the English title: a page is saved only with it'),
    ).toBeInTheDocument();
    expect(sent).toEqual([]);

    await user.clear(title);
    await user.paste('Homes in Dubai');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Data has been updated successfully')).toBeInTheDocument();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.title).toEqual(T('Homes in Dubai', 'منازل فاخرة في دبي'));
  });

  it('in Arabic: opens the English tab on the missing title, in Arabic, and counts as the title is typed', async () => {
    const sent = seoApi(seoPage({ title: T('') }));
    const { user } = renderSeo('/meta/home', { locale: 'ar' });
    await findField('العنوان (بالعربية)');
    await user.click(screen.getByRole('button', { name: 'حفظ' }));
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: 'English' })).toHaveAttribute('aria-selected', 'true'),
    );
    const title = screen.getByLabelText('العنوان (بالإنجليزية)');
    await waitFor(() =>
      expect(title).toHaveAccessibleDescription(
        expect.stringContaining('أدخل العنوان بالإنجليزية: لا تُحفظ الصفحة من دونه'),
      ),
    );
    expect(sent).toEqual([]);

    await user.click(title);
    await user.paste('x'.repeat(48));
    expect(await screen.findByText('48 / 60 حرفًا')).not.toHaveClass('seo-counter--over');
    await user.paste('y'.repeat(27));
    const over = await screen.findByText('75 / 60 حرفًا — أطول من الموصى به');
    expect(over).toHaveClass('seo-counter--over');
    // Past the recommendation is guidance only: the page saves.
    await user.click(screen.getByRole('button', { name: 'حفظ' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.title.en).toHaveLength(75);
  });

  it('asks before leaving with unsaved changes, not after saving them', async () => {
    seoApi(seoPage());
    server.use(http.get('/api/admin/meta', () => HttpResponse.json({ data: [] })));
    const { user } = renderSeo('/meta/home');
    await user.type(await findField('Keywords (English)'), ', townhouses');
    await user.click(screen.getByRole('link', { name: 'Back to list' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Stay' }));
    expect(screen.getByLabelText('Keywords (English)')).toHaveValue('dubai, villas, townhouses');

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Data has been updated successfully')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Back to list' }));
    expect(await screen.findByRole('heading', { name: 'SEO Page Metadata' })).toBeInTheDocument();
  });

  it('shows the 404 page for a page outside the registry, without asking the server', async () => {
    renderSeo('/meta/blog');
    expect(await screen.findByText('Page Not Found!')).toBeInTheDocument();
  });
});
