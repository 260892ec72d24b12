import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { Button, Layout } from 'antd';
import { useIntl } from 'react-intl';
import { Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../app/hooks';
import { isCollapsedRoute } from '../app/screens/matchScreen';
import { selectTheme, sidebarCollapseToggled } from '../features/settings/themeSlice';
import { lazyWithRetry } from '../utils/lazyWithRetry';
import { useWindowWidth } from '../utils/useWindowWidth';
import { contentCollapsed, SIDEBAR_BREAKPOINT } from './layoutRules';
import { LayoutContent } from './LayoutContent';
import { AppMenu } from './navigation/AppMenu';
import { Navbar } from './Navbar';
import { SidebarBrand } from './SidebarBrand';

const SIDEBAR_WIDTH = 260;
const SidebarDrawer = lazyWithRetry(
  () => import(/* webpackChunkName: "sidebar-drawer" */ './SidebarDrawer'),
  'sidebar-drawer',
);

/**
 * The vertical layout (docs/product.md#shell): below 1200 px the sidebar hides behind a toggle and a route
 * change closes it (except on the profile page); from 1200 px it shows, collapsed by the setting or by a
 * flagged route.
 */
export function VerticalLayout({ badges }: { badges?: Record<string, string | undefined> }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const width = useWindowWidth();
  const { pathname } = useLocation();
  const { sidebarCollapsed, theme, direction } = useAppSelector(selectTheme);
  const [open, setOpen] = useState(false);
  const wide = width >= SIDEBAR_BREAKPOINT;
  const collapsed = sidebarCollapsed || isCollapsedRoute(pathname);
  const menuTheme = theme === 'light' ? 'light' : 'dark';

  useEffect(() => {
    if (!isCollapsedRoute(pathname)) setOpen(false);
  }, [pathname]);

  const sidebar = (isCollapsed: boolean, onToggle?: () => void) => (
    <nav
      className={`sidebar sidebar--${menuTheme}`}
      aria-label={intl.formatMessage({ id: 'layout.mainMenu' })}
    >
      <SidebarBrand collapsed={isCollapsed} />
      <AppMenu mode="inline" theme={menuTheme} collapsed={isCollapsed} badges={badges} />
      {onToggle && (
        <Button
          type="text"
          className="sidebar__collapse"
          icon={isCollapsed ? <MenuUnfoldOutlined aria-hidden /> : <MenuFoldOutlined aria-hidden />}
          aria-label={intl.formatMessage({
            id: isCollapsed ? 'layout.expandSidebar' : 'layout.collapseSidebar',
          })}
          aria-pressed={isCollapsed}
          onClick={onToggle}
        />
      )}
    </nav>
  );

  return (
    <Layout
      className={`vertical-layout${contentCollapsed(collapsed, width) ? ' vertical-layout--collapsed' : ''}`}
      hasSider={wide}
    >
      {wide ? (
        <Layout.Sider
          className="sidebar-sider"
          theme={menuTheme}
          width={SIDEBAR_WIDTH}
          collapsed={collapsed}
          trigger={null}
          collapsible
        >
          {sidebar(collapsed, () => dispatch(sidebarCollapseToggled()))}
        </Layout.Sider>
      ) : (
        <Suspense fallback={null}>
          <SidebarDrawer
            open={open}
            onClose={() => setOpen(false)}
            placement={direction === 'rtl' ? 'right' : 'left'}
            width={SIDEBAR_WIDTH}
            dark={menuTheme === 'dark'}
          >
            {sidebar(false)}
          </SidebarDrawer>
        </Suspense>
      )}
      <Layout className="main-area">
        <Navbar onToggleSidebar={wide ? undefined : () => setOpen((value) => !value)} />
        <LayoutContent />
      </Layout>
    </Layout>
  );
}
