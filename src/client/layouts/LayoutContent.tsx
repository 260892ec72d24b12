import { Layout } from 'antd';
import { Suspense } from 'react';
import { useAppSelector } from '../app/hooks';
import { selectTheme } from '../features/settings/themeSlice';
import { lazyWithRetry } from '../utils/lazyWithRetry';
import { Outlet } from 'react-router-dom';
import { PageLoader } from '../components/PageLoader';
import { Footer } from './Footer';
import { ScrollToTop } from './ScrollToTop';

// The customizer is off by default (docs/product.md#shell): its drawer and controls load only once it is
// switched on.
const Customizer = lazyWithRetry(
  () => import(/* webpackChunkName: "customizer" */ './Customizer'),
  'customizer',
);

/** What both private layouts share below their navigation: the page, the footer and the floating helpers. */
export function LayoutContent() {
  const { disableCustomizer } = useAppSelector(selectTheme);
  return (
    <>
      <Layout.Content className="content">
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </Layout.Content>
      <Footer />
      <ScrollToTop />
      {!disableCustomizer && (
        <Suspense fallback={null}>
          <Customizer />
        </Suspense>
      )}
    </>
  );
}
