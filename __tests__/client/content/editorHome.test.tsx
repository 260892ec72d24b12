import { act, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { localeChanged } from '../../../src/client/features/settings/settingsSlice';
import type { ContentSummary } from '../../../src/shared/content/summary';
import { adminUser, storeSession } from '../../support/fixtures';
import { server } from '../../support/mswServer';
import { renderApp } from '../../support/renderApp';

// The private layout and home take several seconds in jsdom on a busy machine.
jest.setTimeout(60_000);

const summary: ContentSummary = {
  counts: {
    developers: { published: 4, drafts: 1 },
    projects: { published: 12, drafts: 2 },
    team_members: { published: 6, drafts: 0 },
  },
  drafts: [
    {
      kind: 'project',
      id: 31,
      name: { en: 'Marina Heights', ar: 'مرتفعات المارينا' },
      updated_at: '2026-11-20T09:00:00Z',
    },
    {
      kind: 'developer',
      id: 7,
      name: { en: 'Sobha Realty', ar: '' },
      updated_at: '2026-11-18T09:00:00Z',
    },
  ],
  seo: { pages: 9, needing_work: 3 },
};

function serveEditor(data: ContentSummary = summary) {
  const calls = { summary: 0, dashboard: 0 };
  server.use(
    http.get('/api/admin/me', () =>
      HttpResponse.json({ data: { ...adminUser, role_type: 'editor' } }),
    ),
    http.get('/api/admin/content-summary', () => {
      calls.summary += 1;
      return HttpResponse.json({ data });
    }),
    http.get('/api/admin/dashboard', () => {
      calls.dashboard += 1;
      return HttpResponse.json({ message: 'Forbidden' }, { status: 403 });
    }),
  );
  storeSession('stored-token', adminUser, 'editor');
  return calls;
}

describe("the editor's home", () => {
  it('shows published and draft counts, the drafts to finish and the SEO pages needing work', async () => {
    const calls = serveEditor();
    renderApp('/');
    const content = await screen.findByRole('region', { name: 'Content' });
    const projects = within(content).getByRole('link', { name: '12 published projects' });
    expect(projects).toHaveAttribute('href', '/projects?filter[is_published]=true');
    expect(within(content).getByRole('link', { name: '2 drafts' })).toHaveAttribute(
      'href',
      '/projects?filter[is_published]=false',
    );
    expect(within(content).getByRole('link', { name: 'no drafts' })).toHaveAttribute(
      'href',
      '/our-team?filter[is_published]=false',
    );
    expect(
      within(content).getByRole('link', { name: '3 of 9 website pages need SEO work' }),
    ).toHaveAttribute('href', '/meta');

    const drafts = screen.getByRole('region', { name: 'Drafts to finish' });
    const items = within(drafts).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Marina HeightsProject · changed Nov 20, 2026',
      'Sobha RealtyDeveloper · changed Nov 18, 2026',
    ]);
    expect(within(drafts).getByRole('link', { name: 'Marina Heights' })).toHaveAttribute(
      'href',
      '/projects/31',
    );
    // The screens stay one click away, and the leads' dashboard is never asked for.
    expect(screen.getByRole('navigation', { name: 'Your screens' })).toBeInTheDocument();
    expect(calls).toEqual({ summary: 1, dashboard: 0 });
  });

  it('says when there is nothing to finish', async () => {
    serveEditor({ ...summary, drafts: [] });
    renderApp('/');
    expect(await screen.findByText('No drafts: everything is published.')).toBeInTheDocument();
  });

  it('names drafts in Arabic in the Arabic interface, where they have an Arabic name', async () => {
    serveEditor();
    const { store } = renderApp('/');
    act(() => void store.dispatch(localeChanged('ar')));
    const drafts = await screen.findByRole('region', { name: 'مسودات لإكمالها' });
    expect(
      await within(drafts).findByRole('link', { name: 'مرتفعات المارينا' }),
    ).toBeInTheDocument();
    expect(within(drafts).getByRole('link', { name: 'Sobha Realty' })).toBeInTheDocument();
  });
});
