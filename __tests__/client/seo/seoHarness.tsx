/** The SEO pages inside the real providers and store, in a data router (as useBlocker needs); MSW network. */
import { act, configure, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from '../../../src/client/app/AppProviders';
import { makeStore } from '../../../src/client/app/store';
import SeoEditPage from '../../../src/client/features/seo/pages/SeoEditPage';
import SeoListPage from '../../../src/client/features/seo/pages/SeoListPage';
import { localeChanged } from '../../../src/client/features/settings/settingsSlice';
import type { Locale } from '../../../src/shared/common/constants';
import type { SeoPage, SeoPageInput } from '../../../src/shared/seo/schemas';
import { storeSession } from '../../support/fixtures';
import { server } from '../../support/mswServer';

// antd forms in jsdom are slow on two busy cores: wait longer, fail the same.
configure({ asyncUtilTimeout: 10_000 });
jest.setTimeout(60_000);

export const T = (en: string, ar = '') => ({ en, ar });

export function seoPage(overrides: Partial<SeoPage> = {}): SeoPage {
  return {
    page: 'home',
    title: T('Luxury Homes in Dubai', 'منازل فاخرة في دبي'),
    description: T('Off-plan and ready homes.', 'منازل جاهزة وعلى الخارطة.'),
    keywords: T('dubai, villas', 'دبي، فلل'),
    og_title: T(''),
    og_description: T(''),
    og_image: null,
    canonical_url: null,
    robots_index: true,
    robots_follow: true,
    updated_at: '2026-03-05T09:30:00Z',
    version: 1,
    ...overrides,
  };
}

/** GET /meta/:page answers `record`; each PUT is remembered and answered by `answer` (else 200). */
export function seoApi(record: SeoPage, answer?: (body: SeoPageInput) => Response) {
  const sent: SeoPageInput[] = [];
  server.use(
    http.get(`/api/admin/meta/${record.page}`, () => HttpResponse.json({ data: record })),
    http.put(`/api/admin/meta/${record.page}`, async ({ request }) => {
      const body = (await request.json()) as SeoPageInput;
      sent.push(body);
      return (
        answer?.(body) ??
        HttpResponse.json({ data: record, message: 'Data has been updated successfully' })
      );
    }),
  );
  return sent;
}

export function renderSeo(path: string, { locale }: { locale?: Locale } = {}) {
  storeSession('seo-token');
  const { store, persistor } = makeStore();
  if (locale) act(() => void store.dispatch(localeChanged(locale)));
  const router = createMemoryRouter(
    [
      { path: '/meta', element: <SeoListPage /> },
      { path: '/meta/:page', element: <SeoEditPage /> },
    ],
    { initialEntries: [path] },
  );
  const user = userEvent.setup();
  const view = render(
    <AppProviders store={store} persistor={persistor}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { store, router, user, ...view };
}
