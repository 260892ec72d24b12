import { act, configure, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { adminUser, storeSession } from '../../../support/fixtures';
import { server } from '../../../support/mswServer';
import { renderApp, setWindowWidth } from '../../../support/renderApp';
import { dashboard, lead, serveLeadSummaries } from '../leadsTestKit';
import { localeChanged } from '../../../../src/client/features/settings/settingsSlice';

configure({ asyncUtilTimeout: 10_000 });
jest.setTimeout(60_000);

const board = dashboard({
  latest: [
    lead(9, 'Omar Khalid', { kind: 'sale' }),
    lead(8, 'Huda Saleh', { kind: 'project', read_at: '2026-03-06T00:00:00Z' }),
  ],
});

describe('the dashboard at /', () => {
  beforeEach(() => {
    storeSession();
    setWindowWidth(1366);
    server.use(http.get('/api/admin/me', () => HttpResponse.json({ data: adminUser })));
    serveLeadSummaries(undefined, () => board);
  });

  it('shows unread leads per kind, each linking to its unread list', async () => {
    renderApp('/');
    expect(
      await screen.findByRole('heading', { name: 'Welcome, Layla Haddad' }),
    ).toBeInTheDocument();
    const unread = await screen.findByRole('list', { name: 'Unread leads' });
    const card = (name: RegExp) => within(unread).getByRole('link', { name });
    expect(card(/^3 unread Contact leads$/)).toHaveAttribute(
      'href',
      '/contact-forms?filter[read]=false',
    );
    expect(card(/^2 unread Project leads$/)).toHaveAttribute(
      'href',
      '/project-forms?filter[read]=false',
    );
    expect(card(/^1 unread Consulting lead$/)).toHaveAttribute(
      'href',
      '/consulting-forms?filter[read]=false',
    );
    expect(card(/^6 unread Sale leads$/)).toHaveAttribute('href', '/sale-forms?filter[read]=false');
  });

  it('shows the chart, the latest leads and the published content', async () => {
    renderApp('/');
    // 30 days of the fixture: contact 0,1,2… (30), project 0,1… (15), sale 4 on the last day.
    expect(
      await screen.findByRole('img', { name: '49 leads in the last 30 days, by kind' }),
    ).toBeInTheDocument();
    const latest = screen.getByRole('region', { name: 'Latest leads' });
    expect(within(latest).getByRole('link', { name: 'Omar Khalid' })).toHaveAttribute(
      'href',
      '/sale-forms/9',
    );
    expect(within(latest).getByRole('link', { name: 'Huda Saleh' })).toHaveAttribute(
      'href',
      '/project-forms/8',
    );
    const published = screen.getByRole('list', { name: 'Published content' });
    expect(within(published).getByRole('link', { name: '12 published projects' })).toHaveAttribute(
      'href',
      '/projects?filter[is_published]=true',
    );
    expect(
      within(published).getByRole('link', { name: '5 published developers' }),
    ).toBeInTheDocument();
    expect(
      within(published).getByRole('link', { name: '8 published team members' }),
    ).toBeInTheDocument();
  });

  it('speaks Arabic, with localised chart dates', async () => {
    const { store } = renderApp('/');
    act(() => void store.dispatch(localeChanged('ar')));
    expect(
      await screen.findByRole('heading', { name: 'الطلبات غير المقروءة' }),
    ).toBeInTheDocument();
    const chart = await screen.findByRole('img', { name: /خلال آخر/ });
    // Day labels in Arabic (the month's name), not English.
    expect(chart.textContent).toMatch(/مارس/);
    expect(chart.textContent).not.toMatch(/Mar/);
  });
});
