/**
 * What `npm run size` opens: every page screen of the registry (src/shared/screens.ts), where to find the
 * ids its address needs, and what must be on screen before the page counts as rendered
 * (docs/performance.md#browser-downloads). Typed by the registry, and `__tests__/shared/sizeRoutes.test.ts`
 * fails when a screen is missing, so a new screen cannot escape the gate. Plain data: no browser here.
 */
import type { PageScreenId } from '../../src/shared/screens';
import { SEO_PAGES } from '../../src/shared/seo/rules';

/** A parameter of the address: a literal, or the first record of an admin API list. */
export type SizeParam = string | { firstOf: string };

export interface SizeRoute {
  /** Values of the address's `:name` parameters. */
  params?: Record<string, SizeParam>;
  /** Appended to the address (a guest link's token lives in the hash). */
  suffix?: string;
  /** A CSS selector (Playwright's, `:is()` and lists allowed) of the page's own content once its data is in. */
  ready: string;
  /** Lists whose first record is deleted before the page opens, so it has data (the Trash). */
  deleteFirstOf?: string[];
}

/** Whatever shows while something loads: the page is not rendered while one of these is on screen. */
export const BUSY =
  '.app-loading, .page-loader, .ant-spin-spinning, .ant-skeleton, .ant-table-placeholder .ant-spin';

// A list: its first row, or its empty state once the answer came (the spinner rule above waits for it).
const LIST = '.ant-table-tbody :is(.ant-table-row, .ant-table-placeholder)';
// A form: its fields.
const FORM = 'form .ant-form-item :is(input, textarea, .ant-select)';
// A guest page: its form inside the app (not login.html's static copy of the card, which sits outside #root).
const GUEST = '#root form input';
// A link's token of the right shape, so the page shows its form (a malformed one shows 'Invalid Link').
const TOKEN = `#token=${'m'.repeat(43)}`;
// A result page (not found, not authorized, server error).
const RESULT = '.result-heading';
const LEAD = '.lead-page__body';

export const SIZE_ROUTES: { [K in PageScreenId]: SizeRoute } = {
  login: { ready: GUEST },
  forgotPassword: { ready: GUEST },
  resetPassword: { suffix: TOKEN, ready: GUEST },
  acceptInvitation: { suffix: TOKEN, ready: GUEST },
  notAuthorized: { ready: RESULT },
  notFound: { ready: RESULT },
  serverError: { ready: RESULT },
  home: { ready: ':is(.dashboard__cards, .dashboard__links)' },
  homeAssets: { ready: '.home-assets :is(.home-assets__grid, .home-assets__empty)' },
  developers: { ready: LIST },
  developerAdd: { ready: FORM },
  developer: { params: { id: { firstOf: '/developers' } }, ready: FORM },
  projects: { ready: LIST },
  projectAdd: { ready: FORM },
  project: { params: { id: { firstOf: '/projects' } }, ready: FORM },
  team: { ready: LIST },
  teamMemberAdd: { ready: FORM },
  teamMember: { params: { id: { firstOf: '/team-members' } }, ready: FORM },
  seo: { ready: 'table.seo-list tbody tr' },
  seoPage: { params: { page: SEO_PAGES[0] }, ready: FORM },
  consultingForms: { ready: LIST },
  consultingLead: { params: { id: { firstOf: '/forms/consulting' } }, ready: LEAD },
  saleForms: { ready: LIST },
  saleLead: { params: { id: { firstOf: '/forms/sale' } }, ready: LEAD },
  projectForms: { ready: LIST },
  projectLead: { params: { id: { firstOf: '/forms/project' } }, ready: LEAD },
  contactForms: { ready: LIST },
  contactLead: { params: { id: { firstOf: '/forms/contact' } }, ready: LEAD },
  leadRouting: { ready: ':is(.routing__rules > li, .ant-empty)' },
  speed: { ready: '.speed__summary' },
  users: { ready: LIST },
  userAdd: { ready: FORM },
  user: { params: { id: { firstOf: '/users' } }, ready: FORM },
  audit: { ready: LIST },
  mailQueue: { ready: LIST },
  // Its rows, not its empty state: a project and a lead of the demo are deleted first.
  trash: { deleteFirstOf: ['/projects', '/forms/contact'], ready: '.ant-table-tbody .ant-table-row' },
  autoAcknowledgement: { ready: '.auto-ack__languages textarea' },
  profile: { ready: FORM },
};

/** Addresses measured besides the registry's screens (private: opened signed in). */
export const EXTRA_ROUTES: { name: string; path: string; ready: string }[] = [
  { name: '(unknown route)', path: '/no-such-page', ready: RESULT },
];

