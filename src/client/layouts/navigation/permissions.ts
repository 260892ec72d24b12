import type { Role } from '../../../shared/common/constants';
import type { MenuItem } from './types';

/**
 * docs/product.md#roles: no permissions list → everyone; dropdowns and external links always show; else the
 * role must be listed.
 */
export function canSee(item: MenuItem, role: Role | undefined): boolean {
  if (item.type === 'dropdown' || item.type === 'external-link') return true;
  if (!item.permissions) return true;
  return role !== undefined && item.permissions.includes(role);
}

/** The items a role sees, dropdowns left without children dropped. */
export function visibleMenu(items: MenuItem[], role: Role | undefined): MenuItem[] {
  return items.flatMap((item) => {
    if (!canSee(item, role)) return [];
    if (item.type !== 'dropdown') return [item];
    const children = visibleMenu(item.children ?? [], role);
    return children.length > 0 ? [{ ...item, children }] : [];
  });
}

function matches(item: MenuItem, path: string): boolean {
  if (item.navLink === path) return true;
  if (item.parentOf?.includes(path)) return true;
  return Boolean(
    item.filterBase && item.filterBase !== '/' && path.startsWith(`${item.filterBase}/`),
  );
}

/** The item for `path` and its dropdown ancestors, outermost first; empty when no item matches. */
export function activeTrail(items: MenuItem[], path: string): MenuItem[] {
  for (const item of items) {
    if (item.type === 'dropdown') {
      const trail = activeTrail(item.children ?? [], path);
      if (trail.length > 0) return [item, ...trail];
    } else if (matches(item, path)) {
      return [item];
    }
  }
  return [];
}
