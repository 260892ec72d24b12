import { Suspense, type ReactElement, type ReactNode } from 'react';
import { Navigate, Outlet, Route, Routes, useLocation } from 'react-router-dom';
import {
  SCREEN_IDS,
  screenDef,
  type PageScreenId,
  type ScreenDef,
  type ScreenId,
} from '../../shared/screens';
import { PageLoader } from '../components/PageLoader';
import { ReportingErrorBoundary } from '../features/clientErrors/ReportingErrorBoundary';
import { lazyWithRetry } from '../utils/lazyWithRetry';
import { AppMessagesProvider } from './AppMessagesProvider';
import { useAppSelector } from './hooks';
import { isPathAllowed } from './screens/matchScreen';
import { SCREEN_PAGES, type ScreenPage } from './screens/screenPages';
import { ScreenTitle } from './screens/ScreenTitle';

// The layouts are chunks of their own too: /login never loads the private layout (docs/performance.md#bundle).
const FullLayout = lazyWithRetry(
  () => import(/* webpackChunkName: "layout-full" */ '../layouts/FullLayout'),
  'layout-full',
);
// After logging in comes the private layout and home: browsers prefetch them at idle priority.
const AppLayout = lazyWithRetry(
  () => import(/* webpackChunkName: "layout-app", webpackPrefetch: true */ '../layouts/AppLayout'),
  'layout-app',
);

/** Each route renders inside its own error boundary (docs/architecture.md#error-boundaries). */
const page = (element: ReactNode, before?: ReactNode) => (
  <ReportingErrorBoundary>
    {before}
    <Suspense fallback={<PageLoader />}>{element}</Suspense>
  </ReportingErrorBoundary>
);

const PAGE_IDS = SCREEN_IDS.filter((id): id is PageScreenId => !screenDef(id).template);

/** A screen's route element: its tab title at once, then its lazy page. Made once, at start. */
const ELEMENTS = Object.fromEntries(
  PAGE_IDS.map((id) => {
    const screen = screenDef(id);
    // The table's type pairs each page with its own screen; here they are handled as any pair.
    const render = (SCREEN_PAGES[id] as ScreenPage<ScreenDef>)(id);
    return [id, page(render(screen), <ScreenTitle title={screen.title} />)];
  }),
) as Record<PageScreenId, ReactElement>;

const routes = (access: (screen: ScreenDef) => boolean) =>
  PAGE_IDS.filter((id) => access(screenDef(id))).map((id) => (
    <Route key={id} path={screenDef(id).path} element={ELEMENTS[id]} />
  ));

const ALIASES: [string, ScreenId][] = SCREEN_IDS.flatMap((id) =>
  (screenDef(id).aliases ?? []).map((alias): [string, ScreenId] => [alias, id]),
);

/**
 * Private routes need a session; without one, the user goes to /login and comes back afterwards (path and
 * query) — unless they just logged out on purpose (docs/product.md#login-and-logout).
 */
function RequireAuth() {
  const isAuthenticated = useAppSelector((state) => state.auth.isAuthenticated);
  const ended = useAppSelector((state) => state.auth.ended);
  const location = useLocation();
  if (!isAuthenticated)
    return (
      <Navigate
        to="/login"
        replace
        state={ended === 'loggedOut' ? null : { from: location.pathname + location.search }}
      />
    );
  return <Outlet />;
}

/** A screen whose roles exclude the user's sends them to the not-authorized page (docs/product.md#roles). */
function RequirePermission() {
  const role = useAppSelector((state) => state.auth.user?.role_type);
  const { pathname } = useLocation();
  return isPathAllowed(pathname, role) ? (
    <Outlet />
  ) : (
    <Navigate to={screenDef('notAuthorized').path} replace />
  );
}

/** Once logged in (or restored), /login hands over to the page the user wanted, else home. */
function GuestOnly() {
  const isAuthenticated = useAppSelector((state) => state.auth.isAuthenticated);
  const from = (useLocation().state as { from?: string } | null)?.from;
  return isAuthenticated ? (
    <Navigate to={from && from.startsWith('/') ? from : '/'} replace />
  ) : (
    <Outlet />
  );
}

/** The template's old addresses keep working, query string (the reset token) included. */
function RedirectKeepingQuery({ to }: { to: string }) {
  const { search, hash } = useLocation();
  return <Navigate to={{ pathname: to, search, hash }} replace />;
}

/** Every route comes from the screen registry (shared/screens.ts and ./screens/screenPages.tsx). */
export function AppRoutes() {
  return (
    <Routes>
      {ALIASES.map(([alias, id]) => (
        <Route
          key={alias}
          path={alias}
          element={<RedirectKeepingQuery to={screenDef(id).path} />}
        />
      ))}
      <Route element={page(<FullLayout />)}>
        <Route element={<GuestOnly />}>{routes((screen) => screen.access === 'guest')}</Route>
        {routes((screen) => screen.access === 'public')}
      </Route>
      <Route element={<RequireAuth />}>
        <Route element={<RequirePermission />}>
          <Route
            element={page(
              <AppMessagesProvider>
                <AppLayout />
              </AppMessagesProvider>,
            )}
          >
            {routes((screen) => typeof screen.access !== 'string')}
            <Route path="*" element={ELEMENTS.notFound} />
          </Route>
        </Route>
      </Route>
    </Routes>
  );
}
