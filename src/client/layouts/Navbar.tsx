import { MenuOutlined } from '@ant-design/icons';
import { Button, Layout } from 'antd';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useAppSelector } from '../app/hooks';
import { LanguageSwitch } from '../features/settings/LanguageSwitch';
import { selectTheme } from '../features/settings/themeSlice';
import { useScrolledPast } from '../utils/useScrollY';
import { NAVBAR_SCROLLING_OFFSET, NAVBAR_SHADOW_OFFSET } from './layoutRules';
import { UserMenu } from './UserMenu';

interface Props {
  /** Shown when the sidebar is hidden behind a toggle (narrow windows). */
  onToggleSidebar?: () => void;
  /** The brand, in the horizontal layout. */
  start?: ReactNode;
}

/**
 * The navbar: type, colour, shadow after 100 px and a scrolling flag after 50 (docs/product.md#constants).
 */
export function Navbar({ onToggleSidebar, start }: Props) {
  const intl = useIntl();
  const { navbarType, navbarColor } = useAppSelector(selectTheme);
  const scrolling = useScrolledPast(NAVBAR_SCROLLING_OFFSET);
  const shadow = useScrolledPast(NAVBAR_SHADOW_OFFSET);
  if (navbarType === 'hidden') return null;

  const classes = [
    'navbar',
    `navbar--${navbarType}`,
    `navbar--color-${navbarColor}`,
    scrolling ? 'navbar--scrolling' : '',
    shadow ? 'navbar--shadow' : '',
  ];
  return (
    <Layout.Header className={classes.filter(Boolean).join(' ')} data-scrolling={scrolling}>
      {onToggleSidebar && (
        <Button
          type="text"
          className="navbar__toggle"
          icon={<MenuOutlined aria-hidden />}
          aria-label={intl.formatMessage({ id: 'navbar.toggleMenu' })}
          onClick={onToggleSidebar}
        />
      )}
      {start}
      <div className="navbar__spacer" />
      <LanguageSwitch />
      <UserMenu />
    </Layout.Header>
  );
}
