/**
 * Who may call each admin API route (docs/product.md#roles), the one table both sides read: the server
 * refuses every other call with 403 (src/server/adminScope.ts), and the client asks it before calling
 * (a role that may not read the dashboard does not ask for it). Keys are `METHOD path` as the route is
 * registered under /api/admin; HEAD goes with GET. The login, forgot, reset and invitation-accept routes need no
 * session and are not listed. A route missing here cannot be registered: the server refuses to start.
 */
/**
 * The roles a user may hold (docs/product.md#roles), each with its name in the mails the server writes (the
 * app's own texts name them in locales/, `roles.<role>`). A new role is this list, the groups and
 * capabilities below that take it, and its two locale entries (docs/architecture.md#change-budgets).
 */
export const ROLE_NAMES = {
  'super-admin': { en: 'Super admin', ar: 'مدير عام' },
  editor: { en: 'Editor', ar: 'محرر' },
  'sales-manager': { en: 'Sales manager', ar: 'مدير مبيعات' },
  'sales-agent': { en: 'Sales agent', ar: 'مندوب مبيعات' },
} as const satisfies Record<string, { en: string; ar: string }>;
export type Role = keyof typeof ROLE_NAMES;
export const ROLES = Object.keys(ROLE_NAMES) as readonly Role[] as readonly [Role, ...Role[]];
export const SUPER_ADMIN_ROLE: Role = 'super-admin';
export const isRole = (value: unknown): value is Role => ROLES.includes(value as Role);

/** The groups of roles the tables speak of; the screen registry (screens.ts) uses the same. */
export const EVERYONE = ROLES;
export const ADMIN = ['super-admin'] as const satisfies readonly Role[];
/** Developers, projects, team, SEO, home assets, media. */
export const EDITORS = ['super-admin', 'editor'] as const satisfies readonly Role[];
/** Everything about leads an agent may also do (on the leads within reach). */
export const SALES = [
  'super-admin',
  'sales-manager',
  'sales-agent',
] as const satisfies readonly Role[];
/** Who a lead may be assigned to, by hand or by routing; so also who keeps an availability. */
export const ASSIGNEES = ['sales-manager', 'sales-agent'] as const satisfies readonly Role[];
/** Leads without limit: export and delete. */
export const MANAGERS = ['super-admin', 'sales-manager'] as const satisfies readonly Role[];

/** Whoever may delete a content record or a lead: the Trash's readers (docs/security.md#trash). */
export const TRASH_KEEPERS = [
  'super-admin',
  'editor',
  'sales-manager',
] as const satisfies readonly Role[];

/**
 * What a role means beyond the routes it may call (docs/product.md#roles). Code asks `can(role, …)`, or, for
 * the people who hold a capability, src/server/users/activeUsersRepository.ts (which leaves out invited and
 * deactivated accounts); no role is named anywhere else.
 */
export const CAPABILITIES = {
  /** May own a lead, by hand or by routing, and so keeps an availability. */
  ownsLeads: ASSIGNEES,
  /** Is told of leads left in the pool and of leads overdue (escalation). */
  hearsEscalations: MANAGERS,
  /** Reaches only the leads assigned to it and the pool of its kinds (docs/product.md#roles). */
  reachesOwnLeadsOnly: ['sales-agent'],
  /** Administers the installation: users, the company, the mail templates; at least one must stay. */
  administers: ADMIN,
} as const satisfies Record<string, readonly Role[]>;

export type Capability = keyof typeof CAPABILITIES;

/** Whether `role` holds `capability`; an unknown role holds none. */
export function can(role: string, capability: Capability): boolean {
  return (CAPABILITIES[capability] as readonly string[]).includes(role);
}

/** The content lists: every role reads them (sales answer questions about projects); editors change them. */
const content = (path: string) => ({
  [`GET ${path}`]: EVERYONE,
  [`GET ${path}/export.csv`]: EVERYONE,
  [`GET ${path}/:id`]: EVERYONE,
  [`POST ${path}`]: EDITORS,
  [`POST ${path}/reorder`]: EDITORS,
  [`PUT ${path}/:id`]: EDITORS,
  [`PATCH ${path}/:id`]: EDITORS,
  [`DELETE ${path}/:id`]: EDITORS,
});

/**
 * Drafts, publishing, schedules, published versions and preview links under one record
 * (docs/api.md#drafts-and-publishing): the editors', reads included (a sales role reads the live record only).
 */
const publication = (record: string) => ({
  [`GET ${record}/draft`]: EDITORS,
  [`PUT ${record}/draft`]: EDITORS,
  [`DELETE ${record}/draft`]: EDITORS,
  [`POST ${record}/publish`]: EDITORS,
  [`POST ${record}/unpublish`]: EDITORS,
  [`PUT ${record}/schedule`]: EDITORS,
  [`GET ${record}/versions`]: EDITORS,
  [`GET ${record}/versions/:version`]: EDITORS,
  [`POST ${record}/versions/:version/restore`]: EDITORS,
  [`POST ${record}/preview`]: EDITORS,
});

export const ADMIN_ROUTE_ROLES: Readonly<Record<string, readonly Role[]>> = {
  'POST /logout': EVERYONE,
  'GET /me': EVERYONE,
  'GET /docs/json': EVERYONE,
  // The editor's home (docs/product.md#home-dashboard).
  'GET /content-summary': EDITORS,
  'PUT /profile': EVERYONE,
  'PUT /profile/password': EVERYONE,
  'POST /client-errors': EVERYONE,
  // Everyone uploads: an avatar is media too.
  'POST /media': EVERYONE,
  'GET /company': EVERYONE,
  'PUT /company': ADMIN,
  'PATCH /company': ADMIN,
  ...content('/developers'),
  ...content('/projects'),
  ...content('/team-members'),
  'GET /home-assets': EDITORS,
  'GET /home-assets/export.csv': EDITORS,
  'GET /home-assets/:id': EDITORS,
  'POST /home-assets': EDITORS,
  'POST /home-assets/reorder': EDITORS,
  'PUT /home-assets/:id': EDITORS,
  'PATCH /home-assets/:id': EDITORS,
  'DELETE /home-assets/:id': EDITORS,
  'GET /meta': EDITORS,
  'GET /meta/:page': EDITORS,
  'PUT /meta/:page': EDITORS,
  'PATCH /meta/:page': EDITORS,
  ...publication('/developers/:id'),
  ...publication('/projects/:id'),
  ...publication('/team-members/:id'),
  ...publication('/home-assets/:id'),
  ...publication('/meta/:page'),
  'GET /dashboard': SALES,
  'GET /forms/unread': SALES,
  'GET /forms/:kind': SALES,
  'GET /forms/:kind/:id': SALES,
  'PATCH /forms/:kind/:id': SALES,
  'POST /forms/:kind/:id/notes': SALES,
  'POST /forms/:kind/bulk': SALES,
  // The lead desk (docs/product.md#roles). Whoever may assign in bulk assigns anyone; another role reaching
  // leads (an agent) may only take a pool lead for itself: the handler asks this table.
  'PATCH /forms/:kind/:id/assignee': SALES,
  'POST /forms/:kind/assign': MANAGERS,
  'POST /forms/:kind/:id/contacts': SALES,
  'GET /assignees': SALES,
  // Live updates (docs/product.md#live-updates): each hears of the leads within its reach only, and of
  // presence on the records it may read (docs/product.md#presence).
  'GET /events': EVERYONE,
  // Presence: the handler asks this table about the record's own GET route (shared/presence/rules.ts).
  'PUT /presence/:resource/:id': EVERYONE,
  'DELETE /presence/:resource/:id': EVERYONE,
  // Speed to lead (docs/product.md#speed-to-lead): everyone in sales reads the targets and the figures (an
  // agent its own); the managers set the targets.
  'GET /lead-sla': SALES,
  'PUT /lead-sla': MANAGERS,
  'GET /dashboard/response-times': SALES,
  'GET /forms/:kind/export.csv': MANAGERS,
  'DELETE /forms/:kind/:id': MANAGERS,
  // Routing (docs/product.md#routing): the rules are the managers'; availability is each sales user's own.
  'GET /routing-rules': MANAGERS,
  'POST /routing-rules': MANAGERS,
  'POST /routing-rules/reorder': MANAGERS,
  'PUT /routing-rules/:id': MANAGERS,
  'DELETE /routing-rules/:id': MANAGERS,
  // The Trash (docs/security.md#trash): whoever may delete a kind sees and restores it (the handler narrows the
  // kinds, shared/trash/rules.ts); deleting for good and emptying are the super-admin's.
  'GET /trash': TRASH_KEEPERS,
  'POST /trash/:type/:id/restore': TRASH_KEEPERS,
  'DELETE /trash/:type/:id': ADMIN,
  'DELETE /trash': ADMIN,
  'GET /profile/availability': ASSIGNEES,
  'PUT /profile/availability': ASSIGNEES,
  // Accounts (docs/product.md#users): the super-admin's alone. Accepting an invitation needs no session.
  'GET /users': ADMIN,
  'POST /users': ADMIN,
  'GET /users/:id': ADMIN,
  'PATCH /users/:id': ADMIN,
  'POST /users/:id/invitation': ADMIN,
  'DELETE /users/:id/invitation': ADMIN,
  'GET /audit': ADMIN,
  'GET /audit/export.csv': ADMIN,
  // Whoever may read the record: the handler asks this table about the record's own GET route.
  'GET /audit/:entity/:id': EVERYONE,
  // Mail (docs/product.md#mail-queue): the queue and the submitters' acknowledgement, the super-admin's.
  'GET /mail-queue': ADMIN,
  'POST /mail-queue/:id/retry': ADMIN,
  'GET /auto-acknowledgement': ADMIN,
  'PUT /auto-acknowledgement': ADMIN,
  'POST /auto-acknowledgement/preview': ADMIN,
};

const keyOf = (method: string, path: string) =>
  `${method.toUpperCase() === 'HEAD' ? 'GET' : method.toUpperCase()} ${path}`;

/** The roles that may call a route, or undefined when the table does not list it. */
export function routeRoles(method: string, path: string): readonly Role[] | undefined {
  return ADMIN_ROUTE_ROLES[keyOf(method, path)];
}

/** Whether `role` may call the admin route `METHOD path` (the path as registered, e.g. '/forms/:kind'). */
export function mayCall(role: Role, method: string, path: string): boolean {
  return routeRoles(method, path)?.includes(role) ?? false;
}

const PATTERNS = Object.keys(ADMIN_ROUTE_ROLES).map((key) => {
  const [method, path] = key.split(' ') as [string, string];
  const params = path.split('/').filter((segment) => segment.startsWith(':')).length;
  const regex = new RegExp(`^${path.replace(/:[^/]+/g, '[^/]+')}$`);
  return { method, regex, params, roles: ADMIN_ROUTE_ROLES[key]! };
});

/**
 * Whether `role` may call a concrete admin path (`/forms/contact/12`), for the client's buttons: the
 * route's pattern is found as the router finds it, a static segment winning over a parameter.
 */
export function mayCallPath(role: Role | undefined, method: string, path: string): boolean {
  if (!role) return false;
  const wanted = method.toUpperCase() === 'HEAD' ? 'GET' : method.toUpperCase();
  const match = PATTERNS.filter((p) => p.method === wanted && p.regex.test(path)).sort(
    (a, b) => a.params - b.params,
  )[0];
  return match?.roles.includes(role) ?? false;
}
