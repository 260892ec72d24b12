/**
 * Presence (docs/product.md#presence): which records a page may say are open, and for how long a heartbeat
 * counts. Plain constants, no TypeBox, so the client reads them too.
 */
import { mayCall, type Role } from '../permissions';

/**
 * The kinds of record a page may be present on, each with the admin route that reads one: whoever may call
 * that route may say they are there and hear who else is (the same rule as a record's history).
 */
export const PRESENCE_RESOURCES = {
  developers: '/developers/:id',
  projects: '/projects/:id',
  'team-members': '/team-members/:id',
  meta: '/meta/:page',
  'home-assets': '/home-assets/:id',
  company: '/company',
} as const;

export type PresenceResource = keyof typeof PRESENCE_RESOURCES;
export const PRESENCE_RESOURCE_NAMES = Object.keys(PRESENCE_RESOURCES) as PresenceResource[];

/** A heartbeat older than this no longer counts: the page was closed without saying so. */
export const PRESENCE_WINDOW_MS = 60_000;
/** How often an open, visible record page says it is still there. */
export const PRESENCE_HEARTBEAT_MS = 20_000;

/** Whether `role` may be present on (and hear of) records of `resource`. */
export function mayBePresent(role: Role, resource: PresenceResource): boolean {
  return mayCall(role, 'GET', PRESENCE_RESOURCES[resource]);
}
