import { Layout } from 'antd';
import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { PageLoader } from '../components/PageLoader';
import { MAIN_CONTENT_ID } from '../components/SkipLink';
import { Footer } from './Footer';
import { ScrollToTop } from './ScrollToTop';

/** What both private layouts share below their navigation: the page, the footer and the floating helpers. */
export function LayoutContent() {
  return (
    <>
      <Layout.Content id={MAIN_CONTENT_ID} tabIndex={-1} className="content">
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </Layout.Content>
      <Footer />
      <ScrollToTop />
    </>
  );
}
