import { Fragment, Suspense, type ReactNode } from 'react';
import { Navigate, Outlet, Route, Routes, useLocation } from 'react-router-dom';
import { LEAD_KINDS } from '../../shared/leadRules';
import { PageLoader } from '../components/PageLoader';
import { ReportingErrorBoundary } from '../features/clientErrors/ReportingErrorBoundary';
import { MENU_ITEMS } from '../layouts/navigation/menuItems';
import { isPathAllowed } from '../layouts/navigation/permissions';
import { LEAD_LIST_PATHS } from '../utils/leadRoutes';
import { lazyWithRetry } from '../utils/lazyWithRetry';
import { AppMessagesProvider } from './AppMessagesProvider';
import { useAppSelector } from './hooks';

// Every route and layout is its own chunk (quality.md: /login must stay small). The name given to
// lazyWithRetry is the webpackChunkName: production chunk ids are numbers, and a loading error names the chunk.
const FullLayout = lazyWithRetry(
  () => import(/* webpackChunkName: "layout-full" */ '../layouts/FullLayout'),
  'layout-full',
);
const AppLayout = lazyWithRetry(
  () => import(/* webpackChunkName: "layout-app" */ '../layouts/AppLayout'),
  'layout-app',
);
const LoginPage = lazyWithRetry(
  () => import(/* webpackChunkName: "login" */ '../features/auth/pages/LoginPage'),
  'login',
);
const ForgotPasswordPage = lazyWithRetry(
  () =>
    import(/* webpackChunkName: "forgot-password" */ '../features/auth/pages/ForgotPasswordPage'),
  'forgot-password',
);
const ResetPasswordPage = lazyWithRetry(
  () => import(/* webpackChunkName: "reset-password" */ '../features/auth/pages/ResetPasswordPage'),
  'reset-password',
);
const HomePage = lazyWithRetry(
  () => import(/* webpackChunkName: "home" */ '../features/home/pages/HomePage'),
  'home',
);
const ProfileRoute = lazyWithRetry(
  () => import(/* webpackChunkName: "profile" */ './pages/ProfileRoute'),
  'profile',
);
const DevelopersListPage = lazyWithRetry(
  () =>
    import(
      /* webpackChunkName: "developers-list" */ '../features/developers/pages/DevelopersListPage'
    ),
  'developers-list',
);
const DeveloperFormPage = lazyWithRetry(
  () =>
    import(
      /* webpackChunkName: "developer-form" */ '../features/developers/pages/DeveloperFormPage'
    ),
  'developer-form',
);
const DeveloperRoute = lazyWithRetry(
  () => import(/* webpackChunkName: "developer-edit" */ './pages/DeveloperRoute'),
  'developer-edit',
);
const ProjectsListPage = lazyWithRetry(
  () =>
    import(/* webpackChunkName: "projects-list" */ '../features/projects/pages/ProjectsListPage'),
  'projects-list',
);
const ProjectFormPage = lazyWithRetry(
  () => import(/* webpackChunkName: "project-form" */ '../features/projects/pages/ProjectFormPage'),
  'project-form',
);
const TeamMembersListPage = lazyWithRetry(
  () =>
    import(/* webpackChunkName: "team-list" */ '../features/teamMembers/pages/TeamMembersListPage'),
  'team-list',
);
const TeamMemberFormPage = lazyWithRetry(
  () =>
    import(/* webpackChunkName: "team-form" */ '../features/teamMembers/pages/TeamMemberFormPage'),
  'team-form',
);
const SeoListPage = lazyWithRetry(
  () => import(/* webpackChunkName: "seo-list" */ '../features/seo/pages/SeoListPage'),
  'seo-list',
);
const SeoEditPage = lazyWithRetry(
  () => import(/* webpackChunkName: "seo-edit" */ '../features/seo/pages/SeoEditPage'),
  'seo-edit',
);
const HomeAssetsRoute = lazyWithRetry(
  () => import(/* webpackChunkName: "home-assets" */ './pages/HomeAssetsRoute'),
  'home-assets',
);
const LeadsListPage = lazyWithRetry(
  () => import(/* webpackChunkName: "leads-list" */ '../features/leads/pages/LeadsListPage'),
  'leads-list',
);
const LeadPage = lazyWithRetry(
  () => import(/* webpackChunkName: "lead-page" */ '../features/leads/pages/LeadPage'),
  'lead-page',
);
const NotFoundPage = lazyWithRetry(
  () => import(/* webpackChunkName: "not-found" */ '../features/misc/pages/NotFoundPage'),
  'not-found',
);
const NotAuthorizedPage = lazyWithRetry(
  () =>
    import(
      /* webpackChunkName: "misc-not-authorized" */ '../features/misc/pages/NotAuthorizedPage'
    ),
  'misc-not-authorized',
);
const ServerErrorPage = lazyWithRetry(
  () =>
    import(/* webpackChunkName: "misc-server-error" */ '../features/misc/pages/ServerErrorPage'),
  'misc-server-error',
);

/** Each route renders inside its own error boundary (seed §8: a fallback screen, and the error reported). */
const page = (element: ReactNode) => (
  <ReportingErrorBoundary>
    <Suspense fallback={<PageLoader />}>{element}</Suspense>
  </ReportingErrorBoundary>
);

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

/** The template's old addresses keep working, query string (the reset token) included. */
function RedirectKeepingQuery({ to }: { to: string }) {
  return <Navigate to={{ pathname: to, search: useLocation().search }} replace />;
}

export function AppRoutes() {
  return (
    <Routes>
      <Route element={page(<FullLayout />)}>
        <Route element={<GuestOnly />}>
          <Route path="/login" element={page(<LoginPage />)} />
          <Route path="/forgot-password" element={page(<ForgotPasswordPage />)} />
          <Route path="/reset-password" element={page(<ResetPasswordPage />)} />
        </Route>
        <Route
          path="/pages/forgot-password"
          element={<RedirectKeepingQuery to="/forgot-password" />}
        />
        <Route
          path="/pages/reset-password"
          element={<RedirectKeepingQuery to="/reset-password" />}
        />
        {/* Seed §2: public full-layout pages. */}
        <Route path="/misc/not-authorized" element={page(<NotAuthorizedPage />)} />
        <Route path="/misc/error/404" element={page(<NotFoundPage />)} />
        <Route path="/misc/error/500" element={page(<ServerErrorPage />)} />
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
            <Route index element={page(<HomePage />)} />
            <Route path="/profile" element={page(<ProfileRoute />)} />
            <Route path="/developers" element={page(<DevelopersListPage />)} />
            <Route path="/developers/add" element={page(<DeveloperFormPage />)} />
            <Route path="/developers/:id" element={page(<DeveloperRoute />)} />
            <Route path="/projects" element={page(<ProjectsListPage />)} />
            <Route path="/projects/add" element={page(<ProjectFormPage />)} />
            <Route path="/projects/:id" element={page(<ProjectFormPage />)} />
            <Route path="/our-team" element={page(<TeamMembersListPage />)} />
            <Route path="/our-team/add" element={page(<TeamMemberFormPage />)} />
            <Route path="/our-team/:id" element={page(<TeamMemberFormPage />)} />
            <Route path="/meta" element={page(<SeoListPage />)} />
            <Route path="/meta/:page" element={page(<SeoEditPage />)} />
            <Route path="/home-page/assets" element={page(<HomeAssetsRoute />)} />
            {LEAD_KINDS.map((kind) => (
              <Fragment key={kind}>
                <Route path={LEAD_LIST_PATHS[kind]} element={page(<LeadsListPage kind={kind} />)} />
                <Route
                  path={`${LEAD_LIST_PATHS[kind]}/:id`}
                  element={page(<LeadPage kind={kind} />)}
                />
              </Fragment>
            ))}
            <Route path="/pages/profile" element={<Navigate to="/profile" replace />} />
            <Route path="*" element={page(<NotFoundPage />)} />
          </Route>
        </Route>
      </Route>
    </Routes>
  );
}
