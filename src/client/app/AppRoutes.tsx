import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, Outlet, Route, Routes, useLocation } from 'react-router-dom';
import { PageLoader } from '../components/PageLoader';
import { MENU_ITEMS } from '../layouts/navigation/menuItems';
import { isPathAllowed } from '../layouts/navigation/permissions';
import { useAppSelector } from './hooks';

// Every route and layout is its own chunk (quality.md: /login must stay small).
const FullLayout = lazy(
  () => import(/* webpackChunkName: "layout-full" */ '../layouts/FullLayout'),
);
const AppLayout = lazy(() => import(/* webpackChunkName: "layout-app" */ '../layouts/AppLayout'));
const LoginPage = lazy(
  () => import(/* webpackChunkName: "login" */ '../features/auth/pages/LoginPage'),
);
const HomePage = lazy(
  () => import(/* webpackChunkName: "home" */ '../features/home/pages/HomePage'),
);
const ProfileRoute = lazy(() => import(/* webpackChunkName: "profile" */ './pages/ProfileRoute'));
const NotFound = lazy(() => import(/* webpackChunkName: "not-found" */ '../components/NotFound'));

const page = (element: ReactNode) => <Suspense fallback={<PageLoader />}>{element}</Suspense>;

/** Private routes need a session; without one, the user goes to /login and comes back afterwards. */
function RequireAuth() {
  const isAuthenticated = useAppSelector((state) => state.auth.isAuthenticated);
  const location = useLocation();
  if (!isAuthenticated)
    return <Navigate to="/login" replace state={{ from: location.pathname + location.search }} />;
  return <Outlet />;
}

/** Seed §6: landing on a route whose menu item excludes the user's role leads to the not-authorized page. */
function RequirePermission() {
  const role = useAppSelector((state) => state.auth.user?.role_type);
  const { pathname } = useLocation();
  return isPathAllowed(MENU_ITEMS, pathname, role) ? (
    <Outlet />
  ) : (
    <Navigate to="/misc/not-authorized" replace />
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

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<GuestOnly />}>
        <Route element={page(<FullLayout />)}>
          <Route path="/login" element={page(<LoginPage />)} />
        </Route>
      </Route>
      <Route element={<RequireAuth />}>
        <Route element={<RequirePermission />}>
          <Route element={page(<AppLayout />)}>
            <Route index element={page(<HomePage />)} />
            <Route path="/profile" element={page(<ProfileRoute />)} />
            <Route path="/pages/profile" element={<Navigate to="/profile" replace />} />
            <Route path="*" element={page(<NotFound />)} />
          </Route>
        </Route>
      </Route>
    </Routes>
  );
}
