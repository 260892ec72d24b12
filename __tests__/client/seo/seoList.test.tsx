import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { SeoPageSummary } from '../../../src/shared/seo/schemas';
import { server } from '../../support/mswServer';
import { T, renderSeo } from './seoHarness';

const ok = {
  missing_title: false,
  missing_description: false,
  missing_arabic: false,
  title_too_long: false,
  description_too_long: false,
};
const rows: SeoPageSummary[] = [
  {
    page: 'home',
    title: T('Luxury Homes in Dubai', 'منازل فاخرة في دبي'),
    completeness: ok,
    updated_at: '2026-03-05T09:30:00Z',
  },
  {
    page: 'about',
    title: T('About our company and its forty years of Gulf real estate history'),
    completeness: { ...ok, missing_arabic: true, title_too_long: true },
    updated_at: '2026-03-04T09:30:00Z',
  },
  {
    page: 'privacy',
    title: T(''),
    completeness: { ...ok, missing_title: true, missing_description: true },
    updated_at: '2026-03-01T09:30:00Z',
  },
];

describe('the SEO pages list', () => {
  it('shows each page with both titles, what it lacks and a link to edit it; no add or delete', async () => {
    server.use(http.get('/api/admin/meta', () => HttpResponse.json({ data: rows })));
    renderSeo('/meta');
    const table = await screen.findByRole('table');
    const [, ...body] = within(table).getAllByRole('row');
    expect(body).toHaveLength(3);

    const home = within(body[0]!);
    expect(home.getByRole('rowheader')).toHaveTextContent('Home/');
    expect(home.getByText('منازل فاخرة في دبي')).toHaveAttribute('dir', 'rtl');
    expect(home.getByText('Complete')).toBeInTheDocument();
    expect(home.getByRole('link', { name: 'Edit Home' })).toHaveAttribute('href', '/meta/home');

    const about = within(body[1]!);
    expect(about.getByText('Arabic missing')).toBeInTheDocument();
    expect(about.getByText('Title too long')).toBeInTheDocument();
    expect(about.queryByText('Complete')).not.toBeInTheDocument();

    const privacy = within(body[2]!);
    expect(privacy.getByText('Title missing')).toBeInTheDocument();
    expect(privacy.getByText('Description missing')).toBeInTheDocument();

    expect(screen.queryByRole('button', { name: /add|new|delete/i })).not.toBeInTheDocument();
  });

  it('names the pages and flags in Arabic', async () => {
    server.use(http.get('/api/admin/meta', () => HttpResponse.json({ data: rows })));
    renderSeo('/meta', { locale: 'ar' });
    expect(await screen.findByRole('link', { name: 'من نحن' })).toBeInTheDocument();
    expect(screen.getByText('العربية ناقصة')).toBeInTheDocument();
  });

  it("shows the binding 'Failed to Get Data' when the list cannot load", async () => {
    server.use(
      http.get('/api/admin/meta', () => HttpResponse.json({ message: 'x' }, { status: 500 })),
    );
    renderSeo('/meta');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to Get Data');
  });
});
