import { HomeOutlined } from '@ant-design/icons';
import { Layout, Menu } from 'antd';
import { Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { PageLoader } from '../components/PageLoader';
import { useMeQuery } from '../features/auth/authApi';
import { Navbar } from './Navbar';
import { SidebarBrand } from './SidebarBrand';

/** The vertical layout: sidebar with brand and menu, navbar, content. */
export default function VerticalLayout() {
  const intl = useIntl();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [collapsed, setCollapsed] = useState(false);
  // Refresh the stored user on entry: the header and brand follow profile and company changes made elsewhere.
  useMeQuery();

  return (
    <Layout className="vertical-layout">
      <Layout.Sider
        collapsible
        collapsed={collapsed}
        onCollapse={setCollapsed}
        breakpoint="xl"
        width={240}
      >
        <SidebarBrand collapsed={collapsed} />
        <Menu
          theme="dark"
          mode="inline"
          selectedKeys={[pathname]}
          onClick={({ key }) => navigate(key)}
          items={[
            { key: '/', icon: <HomeOutlined />, label: intl.formatMessage({ id: 'menu.home' }) },
          ]}
        />
      </Layout.Sider>
      <Layout>
        <Navbar />
        <Layout.Content className="content">
          <Suspense fallback={<PageLoader />}>
            <Outlet />
          </Suspense>
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
