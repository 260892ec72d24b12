import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, Outlet, Route, Routes, useLocation } from 'react-router-dom';
import { PageLoader } from '../components/PageLoader';
import { useAppSelector } from './hooks';

// Every route and layout is its own chunk (quality.md: /login must stay small).
const FullLayout = lazy(
  () => import(/* webpackChunkName: "layout-full" */ '../layouts/FullLayout'),
);
const VerticalLayout = lazy(
  () => import(/* webpackChunkName: "layout-vertical" */ '../layouts/VerticalLayout'),
);
const LoginPage = lazy(
  () => import(/* webpackChunkName: "login" */ '../features/auth/pages/LoginPage'),
);
const HomePage = lazy(
  () => import(/* webpackChunkName: "home" */ '../features/home/pages/HomePage'),
);
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
        <Route element={page(<VerticalLayout />)}>
          <Route index element={page(<HomePage />)} />
          <Route path="*" element={page(<NotFound />)} />
        </Route>
      </Route>
    </Routes>
  );
}
