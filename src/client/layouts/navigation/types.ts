import type { ReactNode } from 'react';
import type { Role } from '../../../shared/constants';

/** Seed §3's menu item. `title` is a message id. */
export interface MenuItem {
  id: string;
  title: string;
  type: 'dropdown' | 'item' | 'external-link';
  /** Overrides the icon that menuIcons.tsx gives the id. */
  icon?: ReactNode;
  navLink?: string;
  /** Paths under this prefix count as this item (e.g. `/projects` for `/projects/12`). */
  filterBase?: string;
  /** Roles that may see it; absent means everyone. */
  permissions?: Role[];
  children?: MenuItem[];
  /** Other paths for which this item is the active one. */
  parentOf?: string[];
  disabled?: boolean;
  newTab?: boolean;
  /** Badge colour (a menu theme name); the badge shows when `badgeText` is set. */
  badge?: 'primary' | 'success' | 'danger' | 'info' | 'warning' | 'dark';
  badgeText?: string;
  /** Kept out of the rendered menu (a guarded route the template lists but this product does not show). */
  hidden?: boolean;
}
