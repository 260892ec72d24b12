import {
  MENU_GROUPS,
  SCREEN_IDS,
  screenDef,
  type MenuGroupId,
  type MenuScreenId,
  type ScreenId,
} from '../../../shared/screens';
import { MENU_ICONS } from './menuIcons';
import type { MenuItem } from './types';

const isMenuScreen = (id: ScreenId): id is MenuScreenId => Boolean(screenDef(id).menu);

function screenItem(id: MenuScreenId): MenuItem {
  const { path, title, access } = screenDef(id);
  return {
    id,
    title,
    type: 'item',
    icon: MENU_ICONS[id],
    navLink: path,
    // Its record pages (`/projects/12`) count as this entry.
    filterBase: path === '/' ? undefined : path,
    permissions: typeof access === 'string' ? undefined : [...access],
  };
}

/**
 * The sidebar (docs/product.md#shell), derived from the screen registry in its order; a dropdown sits where
 * its first screen is. Both the vertical and the horizontal menu render it.
 */
function buildMenu(): MenuItem[] {
  const items: MenuItem[] = [];
  const groups = new Map<MenuGroupId, MenuItem>();
  for (const id of SCREEN_IDS.filter(isMenuScreen)) {
    const item = screenItem(id);
    const groupId = screenDef(id).menu?.group;
    if (!groupId) {
      items.push(item);
      continue;
    }
    let group = groups.get(groupId);
    if (!group) {
      const { title } = MENU_GROUPS[groupId];
      group = { id: groupId, title, type: 'dropdown', icon: MENU_ICONS[groupId], children: [] };
      groups.set(groupId, group);
      items.push(group);
    }
    group.children?.push(item);
  }
  return items;
}

export const MENU_ITEMS: MenuItem[] = buildMenu();
