/** Leads as the API sends them, the dashboard, and handlers for the calls every private page makes. */
import { http, HttpResponse } from 'msw';
import type { Dashboard, Lead, LeadDetail, UnreadCounts } from '../../../src/shared/leads/schemas';
import { server } from '../../support/mswServer';

const nulls = {
  phone: null,
  message: null,
  locale: 'en',
  read_at: null,
  source_url: null,
  referrer: null,
  utm_source: null,
  utm_medium: null,
  utm_campaign: null,
  consent: true,
  user_agent: null,
  subject: null,
  project_id: null,
  project_name: null,
  purpose: null,
  bedrooms: null,
  budget: null,
  service: null,
  country_of_residence: null,
  preferred_contact_time: null,
  property_type: null,
  city: null,
  community: null,
  area: null,
  area_unit: null,
  asking_price: null,
  currency: null,
  occupancy: null,
  completion: null,
  assignee_id: null,
  assignee_name: null,
  first_response_at: null,
  notes_count: 0,
} as const;

const PREFIX = { contact: 'CON', project: 'PRJ', consulting: 'CSL', sale: 'SAL' } as const;

export const lead = (id: number, name: string, extra: Partial<Lead> = {}): Lead => {
  const kind = extra.kind ?? 'contact';
  return {
    id,
    reference: `${PREFIX[kind]}-2026-${String(id).padStart(6, '0')}`,
    kind,
    status: 'new',
    name,
    email: `${name.split(' ')[0]!.toLowerCase()}@example.com`,
    ...nulls,
    created_at: '2026-03-05T09:30:00Z',
    updated_at: '2026-03-05T09:30:00Z',
    ...extra,
  };
};

export const detail = (row: Lead, notes: LeadDetail['notes'] = []): LeadDetail => ({
  ...row,
  notes,
});

export const counts = (value: Partial<UnreadCounts> = {}): UnreadCounts => ({
  contact: 0,
  project: 0,
  consulting: 0,
  sale: 0,
  ...value,
});

export function dashboard(extra: Partial<Dashboard> = {}): Dashboard {
  const per_day = Array.from({ length: 30 }, (_, index) => ({
    date: new Date(Date.UTC(2026, 2, 1 + index)).toISOString().slice(0, 10),
    contact: index % 3,
    project: index % 2,
    consulting: 0,
    sale: index === 29 ? 4 : 0,
  }));
  return {
    unread: counts({ contact: 3, project: 2, consulting: 1, sale: 6 }),
    per_day,
    latest: [],
    counts: { projects: 12, developers: 5, team_members: 8 },
    ...extra,
  };
}

/** The unread counts (badges) and the dashboard, which every private page and home ask for. */
export function serveLeadSummaries(
  unread: () => UnreadCounts = () => counts(),
  board: () => Dashboard = () => dashboard(),
) {
  server.use(
    http.get('/api/admin/forms/unread', () => HttpResponse.json({ data: unread() })),
    http.get('/api/admin/dashboard', () => HttpResponse.json({ data: board() })),
    // A manager's lead page and list ask who may be assigned.
    http.get('/api/admin/assignees', () => HttpResponse.json({ data: [] })),
    // The shell of a sales role opens the live updates; here they are away, so polling stays in charge
    // (__tests__/client/live covers the stream).
    http.get('/api/admin/events', () =>
      HttpResponse.json({ message: 'Service Unavailable' }, { status: 503 }),
    ),
  );
}
