/**
 * The screens of the admin app, in menu order: each one's route, who may open it, its name (a message id:
 * the menu label and the browser tab's title) and its place in the menu. The client derives its routes, route
 * guard, menu and titles from this table (src/client/app/screens); the server may read it too.
 */
import type { Role } from './common/constants';
import { ADMIN, EDITORS, EVERYONE, MANAGERS, SALES, TRASH_KEEPERS } from './permissions';
import type { LeadKind } from './leads/rules';

/** The menu's dropdowns (docs/product.md#shell), placed where their first screen is. */
export const MENU_GROUPS = {
  services: { title: 'menu.services' },
  forms: { title: 'menu.forms' },
} as const;
export type MenuGroupId = keyof typeof MENU_GROUPS;

export interface MenuPlacement {
  /** The dropdown holding the entry; absent: top level. */
  group?: MenuGroupId;
  /**
   * 'unread': the unread leads of the screen's kind (its group shows the sum); 'overdue': the leads past
   * their first-response target, every kind (docs/product.md#speed-to-lead).
   */
  badge?: 'unread' | 'overdue';
}

export interface ScreenDef {
  /** A react-router path: `:name` segments are parameters. */
  path: string;
  /** Message id of the screen's name. */
  title: string;
  /** 'guest': only without a session; 'public': anyone; else the roles that may open it. */
  access: 'guest' | 'public' | readonly Role[];
  menu?: MenuPlacement;
  /** The lead kind a lead screen shows. */
  lead?: LeadKind;
  /** The admin template's addresses for this screen: they redirect here, query string kept. */
  aliases?: readonly string[];
  /** The sidebar collapses here, and a drawer opened here stays open (docs/product.md#shell). */
  collapsed?: true;
  /** Listed by the admin template but not built: guarded, and a 404 for whoever may open it. */
  template?: true;
}

const CONTENT = EDITORS;

export const SCREENS = {
  login: { path: '/login', title: 'auth.login.submit', access: 'guest' },
  forgotPassword: {
    path: '/forgot-password',
    title: 'auth.forgot.title',
    access: 'guest',
    aliases: ['/pages/forgot-password'],
  },
  resetPassword: {
    path: '/reset-password',
    title: 'auth.reset.title',
    access: 'guest',
    aliases: ['/pages/reset-password'],
  },
  acceptInvitation: {
    path: '/accept-invitation',
    title: 'auth.invitation.title',
    access: 'guest',
  },
  notAuthorized: {
    path: '/misc/not-authorized',
    title: 'misc.notAuthorized.title',
    access: 'public',
  },
  notFound: { path: '/misc/error/404', title: 'notFound.title', access: 'public' },
  serverError: { path: '/misc/error/500', title: 'misc.serverError.title', access: 'public' },

  home: { path: '/', title: 'menu.home', access: EVERYONE, menu: {} },
  homeAssets: { path: '/home-page/assets', title: 'menu.homeAssets', access: CONTENT, menu: {} },
  developers: { path: '/developers', title: 'menu.developers', access: EVERYONE, menu: {} },
  developerAdd: { path: '/developers/add', title: 'developers.form.addTitle', access: CONTENT },
  developer: { path: '/developers/:id', title: 'developers.form.editTitle', access: EVERYONE },
  projects: { path: '/projects', title: 'menu.projects', access: EVERYONE, menu: {} },
  projectAdd: { path: '/projects/add', title: 'projects.form.addTitle', access: CONTENT },
  project: { path: '/projects/:id', title: 'projects.form.editTitle', access: EVERYONE },
  team: { path: '/our-team', title: 'menu.team', access: EVERYONE, menu: {} },
  teamMemberAdd: { path: '/our-team/add', title: 'team.form.addTitle', access: CONTENT },
  teamMember: { path: '/our-team/:id', title: 'team.form.editTitle', access: EVERYONE },
  seo: { path: '/meta', title: 'menu.seo', access: CONTENT, menu: {} },
  seoPage: { path: '/meta/:page', title: 'seo.form.pageTitle', access: CONTENT },

  consultingForms: {
    path: '/consulting-forms',
    title: 'menu.consultingForms',
    access: SALES,
    lead: 'consulting',
    menu: { group: 'services', badge: 'unread' },
  },
  consultingLead: {
    path: '/consulting-forms/:id',
    title: 'leads.page.consulting.title',
    access: SALES,
    lead: 'consulting',
  },
  saleForms: {
    path: '/sale-forms',
    title: 'menu.saleForms',
    access: SALES,
    lead: 'sale',
    menu: { group: 'services', badge: 'unread' },
  },
  saleLead: {
    path: '/sale-forms/:id',
    title: 'leads.page.sale.title',
    access: SALES,
    lead: 'sale',
  },
  projectForms: {
    path: '/project-forms',
    title: 'menu.projectForms',
    access: SALES,
    lead: 'project',
    menu: { group: 'forms', badge: 'unread' },
  },
  projectLead: {
    path: '/project-forms/:id',
    title: 'leads.page.project.title',
    access: SALES,
    lead: 'project',
  },
  contactForms: {
    path: '/contact-forms',
    title: 'menu.contactForms',
    access: SALES,
    lead: 'contact',
    menu: { group: 'forms', badge: 'unread' },
  },
  contactLead: {
    path: '/contact-forms/:id',
    title: 'leads.page.contact.title',
    access: SALES,
    lead: 'contact',
  },

  leadRouting: { path: '/lead-routing', title: 'menu.leadRouting', access: MANAGERS, menu: {} },
  speed: { path: '/speed-to-lead', title: 'menu.speed', access: SALES, menu: { badge: 'overdue' } },

  trash: { path: '/trash', title: 'menu.trash', access: TRASH_KEEPERS, menu: {} },

  users: { path: '/users', title: 'menu.users', access: ADMIN, menu: {} },
  userAdd: { path: '/users/add', title: 'users.invite.title', access: ADMIN },
  user: { path: '/users/:id', title: 'users.detail.title', access: ADMIN },
  audit: { path: '/audit', title: 'menu.audit', access: ADMIN, menu: {} },
  mailQueue: { path: '/mail-queue', title: 'menu.mailQueue', access: ADMIN, menu: {} },
  autoAcknowledgement: {
    path: '/auto-acknowledgement',
    title: 'menu.autoAcknowledgement',
    access: ADMIN,
    menu: {},
  },

  profile: {
    path: '/profile',
    title: 'profile.title',
    access: EVERYONE,
    aliases: ['/pages/profile'],
    collapsed: true,
  },
  // The template's eCommerce dashboard is for its 'admin' role, which this product does not have.
  ecommerceDashboard: {
    path: '/ecommerce-dashboard',
    title: 'menu.ecommerceDashboard',
    access: [],
    template: true,
  },
} as const satisfies Record<string, ScreenDef>;

export type ScreenId = keyof typeof SCREENS;
type Screens = typeof SCREENS;

/** Every screen id, in the table's (and so the menu's) order. */
export const SCREEN_IDS = Object.keys(SCREENS) as ScreenId[];

/** The screens that have a page (all but the template's). */
export type PageScreenId = {
  [K in ScreenId]: Screens[K] extends { template: true } ? never : K;
}[ScreenId];

/** The screens with a menu entry. */
export type MenuScreenId = {
  [K in ScreenId]: Screens[K] extends { menu: MenuPlacement } ? K : never;
}[ScreenId];

export const screenDef = (id: ScreenId): ScreenDef => SCREENS[id];

/** Whether `role` may open the screen (guest and public screens: anyone; docs/product.md#roles). */
export function allows(screen: ScreenDef, role: Role | undefined): boolean {
  if (typeof screen.access === 'string') return true;
  return role !== undefined && screen.access.includes(role);
}

type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<Rest>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;
type PathArgs<P extends string> = [ParamNames<P>] extends [never]
  ? []
  : [params: Record<ParamNames<P>, string | number>];

/** The address of a screen, its parameters filled in: `screenPath('project', { id: 12 })`. */
export function screenPath<I extends ScreenId>(id: I, ...[params]: PathArgs<Screens[I]['path']>) {
  const values = (params ?? {}) as Record<string, string | number>;
  return SCREENS[id].path.replace(/:(\w+)/g, (_match, name: string) =>
    encodeURIComponent(String(values[name])),
  );
}

/** Where each lead kind's list and leads live. */
export const leadListPath = (kind: LeadKind) => SCREENS[`${kind}Forms`].path;
export const leadPath = (kind: LeadKind, id: number) => screenPath(`${kind}Lead`, { id });
