import { Badge, Menu, type MenuProps } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router-dom';
import { useAppSelector } from '../../app/hooks';
import { PALETTE } from '../../app/theme';
import { selectCurrentUser } from '../../features/auth/authSlice';
import { MENU_ITEMS } from './menuItems';
import { activeTrail, visibleMenu } from './permissions';
import type { MenuItem } from './types';

type AntdItem = Required<MenuProps>['items'][number];

interface Props {
  mode: 'inline' | 'horizontal';
  theme: 'light' | 'dark';
  /** Badge texts by item id, overriding the item's own (unread counts arrive this way). */
  badges?: Record<string, string | undefined>;
  collapsed?: boolean;
}

/**
 * The menu (docs/product.md#shell), filtered by the role (docs/product.md#roles), with badges and the active
 * route's parents highlighted.
 */
export function AppMenu({ mode, theme, badges = {}, collapsed = false }: Props) {
  const intl = useIntl();
  const { pathname } = useLocation();
  const role = useAppSelector(selectCurrentUser)?.role_type;
  const items = useMemo(() => visibleMenu(MENU_ITEMS, role), [role]);
  const trail = useMemo(() => activeTrail(items, pathname), [items, pathname]);
  const parents = useMemo(() => trail.slice(0, -1).map((item) => item.id), [trail]);
  const [openKeys, setOpenKeys] = useState<string[]>(parents);

  // Opening a route inside a dropdown opens that dropdown (vertical menu only; horizontal opens on hover).
  useEffect(() => {
    if (mode === 'inline' && !collapsed) setOpenKeys((open) => [...new Set([...open, ...parents])]);
  }, [mode, collapsed, parents]);

  const toAntd = (item: MenuItem): AntdItem => {
    const title = intl.formatMessage({ id: item.title });
    const { icon } = item;
    const badgeText = badges[item.id] ?? item.badgeText;
    const badge = badgeText ? (
      <Badge count={badgeText} color={PALETTE[item.badge ?? 'danger']} className="menu-badge" />
    ) : null;
    const text = (
      <span className="menu-label">
        <span className="menu-label__text">{title}</span>
        {badge}
      </span>
    );
    if (item.type === 'dropdown') {
      return {
        key: item.id,
        icon,
        label: text,
        disabled: item.disabled,
        children: item.children?.map(toAntd),
      };
    }
    const label =
      item.type === 'external-link' ? (
        <a
          href={item.navLink}
          target={item.newTab ? '_blank' : undefined}
          rel="noopener noreferrer"
        >
          {text}
        </a>
      ) : (
        <Link to={item.navLink ?? '/'} target={item.newTab ? '_blank' : undefined}>
          {text}
        </Link>
      );
    return { key: item.id, icon, label, disabled: item.disabled };
  };

  const activeId = trail[trail.length - 1]?.id;
  return (
    <Menu
      mode={mode}
      theme={theme}
      items={items.map(toAntd)}
      selectedKeys={activeId ? [activeId] : []}
      {...(mode === 'inline'
        ? { openKeys: collapsed ? undefined : openKeys, onOpenChange: setOpenKeys }
        : {})}
      triggerSubMenuAction="hover"
      className={`app-menu app-menu--${mode}`}
    />
  );
}
