/** The numbers of the layouts (docs/product.md#constants). */
export const SIDEBAR_BREAKPOINT = 1200;
/** The horizontal layout needs at least this width; at 1199 or less it turns vertical. */
export const HORIZONTAL_MIN_WIDTH = 1200;
export const NAVBAR_SCROLLING_OFFSET = 50;
export const NAVBAR_SHADOW_OFFSET = 100;
export const SCROLL_TOP_OFFSET = 160;

export type EffectiveLayout = 'vertical' | 'horizontal';

export function effectiveLayout(setting: EffectiveLayout, width: number): EffectiveLayout {
  return setting === 'horizontal' && width >= HORIZONTAL_MIN_WIDTH ? 'horizontal' : 'vertical';
}

/** docs/product.md#constants: content counts as collapsed only when the window is wider than 1200. */
export const contentCollapsed = (collapsed: boolean, width: number) =>
  collapsed && width > SIDEBAR_BREAKPOINT;
