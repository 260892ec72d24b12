/** Seed §9 and §4: the numbers and route rules of the layouts. */
export const SIDEBAR_BREAKPOINT = 1200;
/** The horizontal layout needs at least this width; at 1199 or less it turns vertical. */
export const HORIZONTAL_MIN_WIDTH = 1200;
export const NAVBAR_SCROLLING_OFFSET = 50;
export const NAVBAR_SHADOW_OFFSET = 100;
export const SCROLL_TOP_OFFSET = 160;

/** Where a route change leaves the sidebar as it is (seed §2: the profile page). */
export const SIDEBAR_KEEPS_OPEN_ON = ['/profile', '/pages/profile'];

/** Routes flagged to collapse the sidebar by themselves. */
export const COLLAPSED_ROUTES = ['/profile', '/pages/profile'];

export const isCollapsedRoute = (pathname: string) => COLLAPSED_ROUTES.includes(pathname);

export type EffectiveLayout = 'vertical' | 'horizontal';

export function effectiveLayout(setting: EffectiveLayout, width: number): EffectiveLayout {
  return setting === 'horizontal' && width >= HORIZONTAL_MIN_WIDTH ? 'horizontal' : 'vertical';
}

/** Seed §4: content counts as collapsed only when the window is wider than 1200. */
export const contentCollapsed = (collapsed: boolean, width: number) =>
  collapsed && width > SIDEBAR_BREAKPOINT;
