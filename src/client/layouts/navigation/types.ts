import type { ReactNode } from 'react';
import type { Role } from '../../../shared/common/constants';

/** A menu item (docs/product.md#shell). `title` is a message id. */
export interface MenuItem {
  id: string;
  title: string;
  type: 'dropdown' | 'item' | 'external-link';
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
}
