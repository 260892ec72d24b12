/** Every API path, so the client and the server never spell one differently. */
export const API_PREFIX = '/api';
export const ADMIN_PREFIX = `${API_PREFIX}/admin`;
export const PUBLIC_PREFIX = `${API_PREFIX}/public`;

export const adminPaths = {
  login: '/login',
  logout: '/logout',
  me: '/me',
  clientErrors: '/client-errors',
  media: '/media',
  developers: '/developers',
  projects: '/projects',
  teamMembers: '/team-members',
  profile: '/profile',
  profilePassword: '/profile/password',
  passwordForgot: '/password/forgot',
  passwordReset: '/password/reset',
  company: '/company',
  meta: '/meta',
  homeAssets: '/home-assets',
  forms: '/forms',
  unreadCounts: '/forms/unread',
  dashboard: '/dashboard',
  contentSummary: '/content-summary',
  assignees: '/assignees',
  leadSla: '/lead-sla',
  responseTimes: '/dashboard/response-times',
  users: '/users',
  invitationAccept: '/invitations/accept',
  audit: '/audit',
  mailQueue: '/mail-queue',
  autoAcknowledgement: '/auto-acknowledgement',
  events: '/events',
  routingRules: '/routing-rules',
  profileAvailability: '/profile/availability',
  trash: '/trash',
  presence: '/presence',
  /** The whole API's OpenAPI document, admin routes included (signed-in users only). */
  apiDocs: '/docs/json',
} as const;

/** Public paths under /api/public. */
export const publicPaths = {
  developers: '/developers',
  projects: '/projects',
  teamMembers: '/team-members',
  meta: '/meta',
  homeAssets: '/home-assets',
  company: '/company',
  forms: '/forms',
} as const;

/** The public routes' OpenAPI document, and its browsable reference at the same prefix. */
export const PUBLIC_DOCS_PREFIX = `${API_PREFIX}/docs`;

/** Where uploaded media is served (outside /api: plain files with safe headers). */
export const MEDIA_URL_PREFIX = '/media';
