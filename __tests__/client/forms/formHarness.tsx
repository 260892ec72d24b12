/**
 * The form pages inside the real providers and store, in a data router (as useBlocker needs) with the routes
 * the lead wires: /x (a stand-in list), /x/add and /x/:id. The network is MSW's.
 */
import type { Role } from '../../../src/shared/common/constants';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from '../../../src/client/app/AppProviders';
import { makeStore } from '../../../src/client/app/store';
import { localeChanged } from '../../../src/client/features/settings/settingsSlice';
import DeveloperFormPage from '../../../src/client/features/developers/pages/DeveloperFormPage';
import ProjectFormPage from '../../../src/client/features/projects/pages/ProjectFormPage';
import TeamMemberFormPage from '../../../src/client/features/teamMembers/pages/TeamMemberFormPage';
import type { Media } from '../../../src/shared/common/schemas';
import type { Developer } from '../../../src/shared/content/developers';
import type { Locale } from '../../../src/shared/common/constants';
import { storeSession } from '../../support/fixtures';
import { server } from '../../support/mswServer';

export const TOKEN = 'form-token';

const list = (name: string) => <h1>{name} list</h1>;

export const formRoutes = [
  { path: '/developers', element: list('Developers') },
  { path: '/developers/add', element: <DeveloperFormPage /> },
  {
    path: '/developers/:id',
    element: (
      <DeveloperFormPage>
        <p>Projects of this developer</p>
      </DeveloperFormPage>
    ),
  },
  { path: '/projects', element: list('Projects') },
  { path: '/projects/add', element: <ProjectFormPage /> },
  { path: '/projects/:id', element: <ProjectFormPage /> },
  { path: '/our-team', element: list('Team') },
  { path: '/our-team/add', element: <TeamMemberFormPage /> },
  { path: '/our-team/:id', element: <TeamMemberFormPage /> },
];

export function renderForm(path: string, { locale, role }: { locale?: Locale; role?: Role } = {}) {
  storeSession(TOKEN, undefined, role);
  const { store, persistor } = makeStore();
  if (locale) act(() => void store.dispatch(localeChanged(locale)));
  const router = createMemoryRouter(formRoutes, { initialEntries: [path] });
  const user = userEvent.setup();
  const view = render(
    <AppProviders store={store} persistor={persistor}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { store, router, user, ...view };
}

export function media(id: number, overrides: Partial<Media> = {}): Media {
  return {
    id,
    uuid: `uuid-${id}`,
    collection_name: 'default',
    name: `photo-${id}.jpg`,
    file_name: `photo-${id}.jpg`,
    mime_type: 'image/jpeg',
    size: 1000,
    width: 800,
    height: 600,
    order_column: 1,
    original_url: `/media/${id}/photo-${id}.jpg`,
    preview_url: `/media/${id}/preview.webp`,
    ...overrides,
  };
}

export const imageFile = (name = 'tower.png', type = 'image/png') =>
  new File(['fake image bytes'], name, { type });

/** The media endpoint answering each upload with the next id, remembering what was sent. */
export function mediaUploads(firstId = 100) {
  let next = firstId;
  const seen: { collection: string | null; authorization: string | null }[] = [];
  server.use(
    http.post('/api/admin/media', async ({ request }) => {
      const form = await request.formData();
      const collection = form.get('collection') as string | null;
      seen.push({ collection, authorization: request.headers.get('authorization') });
      const id = next++;
      return HttpResponse.json(
        { data: media(id, { collection_name: collection ?? 'default' }) },
        { status: 201 },
      );
    }),
  );
  return seen;
}

/** Waits for the form (the page loads the record, the locale bundle, then renders). */
export const findField = (label: string | RegExp, timeout = 5_000) =>
  screen.findByLabelText(label, undefined, { timeout });

/** A stored developer (version 1) for the forms' save tests. */
export const emaar: Developer = {
  id: 7,
  slug: 'emaar',
  name: { en: 'Emaar', ar: 'إعمار' },
  description: { en: '', ar: '' },
  website_url: null,
  email: null,
  phone: null,
  established_year: 1997,
  headquarters: { en: 'Dubai', ar: 'دبي' },
  is_featured: false,
  is_published: true,
  logo: media(3),
  cover: null,
  sort_order: 1,
  projects_count: 0,
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
  version: 1,
};
