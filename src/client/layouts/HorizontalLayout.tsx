import { Layout } from 'antd';
import { useIntl } from 'react-intl';
import { useAppSelector } from '../app/hooks';
import { selectTheme } from '../features/settings/themeSlice';
import { LayoutContent } from './LayoutContent';
import { AppMenu } from './navigation/AppMenu';
import { Navbar } from './Navbar';
import { SidebarBrand } from './SidebarBrand';

/** The horizontal layout: the brand in the navbar and the menu as a top bar whose dropdowns open on hover. */
export function HorizontalLayout({ badges }: { badges?: Record<string, string | undefined> }) {
  const intl = useIntl();
  const { theme } = useAppSelector(selectTheme);
  return (
    <Layout className="horizontal-layout">
      <Navbar start={<SidebarBrand collapsed={false} compact />} />
      <nav className="horizontal-menu" aria-label={intl.formatMessage({ id: 'layout.mainMenu' })}>
        <AppMenu mode="horizontal" theme={theme === 'dark' ? 'dark' : 'light'} badges={badges} />
      </nav>
      <LayoutContent />
    </Layout>
  );
}
