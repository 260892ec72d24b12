/** Fixtures and helpers for the list screens' tests: records as the API sends them, and the page at a URL. */
import { configure, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import type { Developer } from '../../../src/shared/content/developers';
import type { Project } from '../../../src/shared/content/projects';
import type { TeamMember } from '../../../src/shared/content/teamMembers';
import type { Role } from '../../../src/shared/common/constants';
import { storeSession } from '../../support/fixtures';
import { server } from '../../support/mswServer';
import { renderInApp } from '../../support/renderInApp';

// antd tables in jsdom are slow on two busy cores (other suites run alongside): wait longer, fail the same.
configure({ asyncUtilTimeout: 10_000 });
jest.setTimeout(60_000);

const stamps = {
  created_at: '2026-01-10T08:00:00Z',
  updated_at: '2026-03-05T09:30:00Z',
  version: 1,
};
const text = (en: string, ar = '') => ({ en, ar });

export const developer = (
  id: number,
  name: string,
  ar = '',
  extra: Partial<Developer> = {},
): Developer => ({
  id,
  slug: `developer-${id}`,
  name: text(name, ar),
  description: text(''),
  website_url: null,
  email: null,
  phone: null,
  established_year: 1997,
  headquarters: text(''),
  is_featured: false,
  is_published: true,
  logo: null,
  cover: null,
  sort_order: id,
  projects_count: 3,
  ...stamps,
  ...extra,
});

export const project = (id: number, name: string, extra: Partial<Project> = {}): Project => ({
  id,
  slug: `project-${id}`,
  name: text(name, `مشروع ${id}`),
  developer_id: 1,
  developer: { id: 1, slug: 'emaar', name: text('Emaar', 'إعمار') },
  summary: text(''),
  description: text(''),
  city: text('Dubai', 'دبي'),
  community: text(''),
  address: text(''),
  latitude: null,
  longitude: null,
  construction_status: 'under_construction',
  sales_status: 'on_sale',
  completion_percent: 40,
  handover_date: '2027-11',
  property_types: ['apartment'],
  bedrooms_min: null,
  bedrooms_max: null,
  area_min: null,
  area_max: null,
  area_unit: 'sqft',
  price_from: 1250000,
  price_to: null,
  currency: 'AED',
  payment_plan: [],
  payment_plan_label: '',
  amenities: [],
  video_url: null,
  permit_number: null,
  is_featured: true,
  is_published: true,
  cover: null,
  gallery: [],
  floor_plans: [],
  brochure: null,
  sort_order: id,
  ...stamps,
  ...extra,
});

export const teamMember = (
  id: number,
  name: string,
  extra: Partial<TeamMember> = {},
): TeamMember => ({
  id,
  name: text(name, `عضو ${id}`),
  position: text('Sales Director', 'مدير المبيعات'),
  department: null,
  bio: text(''),
  email: null,
  phone: null,
  whatsapp: null,
  languages: ['en', 'ar'],
  broker_number: null,
  linkedin_url: null,
  is_published: true,
  photo: null,
  sort_order: id,
  ...stamps,
  ...extra,
});

export const page = <T,>(
  data: T[],
  meta: Partial<{ current_page: number; per_page: number; total: number }> = {},
) => {
  const per_page = meta.per_page ?? 20;
  const total = meta.total ?? data.length;
  return {
    data,
    meta: {
      current_page: meta.current_page ?? 1,
      per_page,
      total,
      last_page: Math.max(1, Math.ceil(total / per_page)),
    },
  };
};

/**
 * Answers `GET /api/admin/<resource>` with `answer` and records each request's query (as a plain object) and
 * Authorization header, in order.
 */
export function serveList(resource: string, answer: (query: URLSearchParams) => unknown) {
  const requests: Record<string, string>[] = [];
  server.use(
    http.get(`/api/admin/${resource}`, ({ request }) => {
      const query = new URL(request.url).searchParams;
      requests.push(Object.fromEntries(query));
      return HttpResponse.json(answer(query) as Record<string, unknown>);
    }),
  );
  return requests;
}

/** The current URL's query, where tests can read it as a user would read the address bar. */
function AddressBar() {
  const { pathname, search } = useLocation();
  return <output aria-label="address">{pathname + search}</output>;
}

export const address = () => screen.getByRole('status', { name: 'address' }).textContent ?? '';

/** The list page at `url` (with a stored session), plus a stand-in for the record and add pages. */
export function renderList(
  basePath: string,
  pageElement: ReactNode,
  url: string,
  locale?: 'ar',
  role?: Role,
) {
  storeSession('list-token', undefined, role);
  return renderInApp(
    <>
      <Routes>
        <Route path={basePath} element={pageElement} />
        <Route path={`${basePath}/:id`} element={<p>Record page</p>} />
      </Routes>
      <AddressBar />
    </>,
    { entries: [url], locale },
  );
}
