import { matchRoutes } from 'react-router-dom';
import type { Role } from '../../../shared/common/constants';
import { allows, SCREEN_IDS, SCREENS, screenDef, type ScreenId } from '../../../shared/screens';

// Matched by the router's own rules (ranking, case, trailing slash), so the guard and the routes agree.
const SCREEN_ROUTES = SCREEN_IDS.flatMap((id) => {
  const { path, aliases = [] } = screenDef(id);
  return [path, ...aliases].map((pattern) => ({ path: pattern, screen: id }));
});

/** The screen at `pathname` (an alias counts as its screen); undefined for an unknown address. */
export function matchScreen(pathname: string): ScreenId | undefined {
  return matchRoutes(SCREEN_ROUTES, pathname)?.[0]?.route.screen;
}

/** An address whose screen excludes the role is not for this user; unknown ones are 404s. */
export function isPathAllowed(pathname: string, role: Role | undefined): boolean {
  const id = matchScreen(pathname);
  return id === undefined || allows(SCREENS[id], role);
}

/** The screen at `pathname` collapses the sidebar and keeps an opened drawer open (docs/product.md#shell). */
export function isCollapsedRoute(pathname: string): boolean {
  const id = matchScreen(pathname);
  return id !== undefined && Boolean(screenDef(id).collapsed);
}
