import type { ComponentType, ReactElement } from 'react';
import type { LeadKind } from '../../../shared/leads/rules';
import type { PageScreenId, SCREENS } from '../../../shared/screens';
import { lazyWithRetry } from '../../utils/lazyWithRetry';

type Loader<P> = () => Promise<{ default: ComponentType<P> }>;

/** Builds a screen's lazy page, named after the screen in chunk-load errors, and renders it for the screen. */
export type ScreenPage<S> = (name: string) => (screen: S) => ReactElement;

const page =
  (load: Loader<object>): ScreenPage<unknown> =>
  (name) => {
    const Page = lazyWithRetry(load, name);
    return () => <Page />;
  };

/** A lead screen's page takes the registry's lead kind. */
const leadPage =
  (load: Loader<{ kind: LeadKind }>): ScreenPage<{ lead: LeadKind }> =>
  (name) => {
    const Page = lazyWithRetry(load, name);
    return ({ lead }) => <Page kind={lead} />;
  };

// Every page is its own chunk (docs/performance.md#bundle); pages that serve several screens share it.
const projectForm = page(
  () =>
    import(/* webpackChunkName: "project-form" */ '../../features/projects/pages/ProjectFormPage'),
);
const teamForm = page(
  () =>
    import(
      /* webpackChunkName: "team-form" */ '../../features/teamMembers/pages/TeamMemberFormPage'
    ),
);
const leadsList = leadPage(
  () =>
    import(/* webpackChunkName: "leads-list" */ '../../features/leads/desk/pages/LeadsListPage'),
);
const lead = leadPage(
  () => import(/* webpackChunkName: "lead-page" */ '../../features/leads/desk/pages/LeadPage'),
);

/** Each screen's page (shared/screens.ts holds the rest): a screen without one does not compile. */
export const SCREEN_PAGES: { [K in PageScreenId]: ScreenPage<(typeof SCREENS)[K]> } = {
  login: page(() => import(/* webpackChunkName: "login" */ '../../features/auth/pages/LoginPage')),
  forgotPassword: page(
    () =>
      import(
        /* webpackChunkName: "forgot-password" */ '../../features/auth/pages/ForgotPasswordPage'
      ),
  ),
  resetPassword: page(
    () => import(/* webpackChunkName: "reset-password" */ '../pages/ResetPasswordRoute'),
  ),
  acceptInvitation: page(
    () => import(/* webpackChunkName: "accept-invitation" */ '../pages/AcceptInvitationRoute'),
  ),
  notAuthorized: page(
    () =>
      import(
        /* webpackChunkName: "misc-not-authorized" */ '../../features/misc/pages/NotAuthorizedPage'
      ),
  ),
  notFound: page(
    () => import(/* webpackChunkName: "not-found" */ '../../features/misc/pages/NotFoundPage'),
  ),
  serverError: page(
    () =>
      import(
        /* webpackChunkName: "misc-server-error" */ '../../features/misc/pages/ServerErrorPage'
      ),
  ),
  // Where a login lands: browsers prefetch it at idle priority while /login is shown.
  home: page(
    () => import(/* webpackChunkName: "home", webpackPrefetch: true */ '../pages/HomeRoute'),
  ),
  homeAssets: page(() => import(/* webpackChunkName: "home-assets" */ '../pages/HomeAssetsRoute')),
  developers: page(
    () =>
      import(
        /* webpackChunkName: "developers-list" */ '../../features/developers/pages/DevelopersListPage'
      ),
  ),
  developerAdd: page(
    () =>
      import(
        /* webpackChunkName: "developer-form" */ '../../features/developers/pages/DeveloperFormPage'
      ),
  ),
  developer: page(() => import(/* webpackChunkName: "developer-edit" */ '../pages/DeveloperRoute')),
  projects: page(
    () =>
      import(
        /* webpackChunkName: "projects-list" */ '../../features/projects/pages/ProjectsListPage'
      ),
  ),
  projectAdd: projectForm,
  project: projectForm,
  team: page(
    () =>
      import(
        /* webpackChunkName: "team-list" */ '../../features/teamMembers/pages/TeamMembersListPage'
      ),
  ),
  teamMemberAdd: teamForm,
  teamMember: teamForm,
  seo: page(
    () => import(/* webpackChunkName: "seo-list" */ '../../features/seo/pages/SeoListPage'),
  ),
  seoPage: page(
    () => import(/* webpackChunkName: "seo-edit" */ '../../features/seo/pages/SeoEditPage'),
  ),
  consultingForms: leadsList,
  consultingLead: lead,
  saleForms: leadsList,
  saleLead: lead,
  projectForms: leadsList,
  projectLead: lead,
  contactForms: leadsList,
  contactLead: lead,
  speed: page(
    () =>
      import(/* webpackChunkName: "speed-to-lead" */ '../../features/leads/sla/pages/SpeedPage'),
  ),
  users: page(
    () => import(/* webpackChunkName: "users-list" */ '../../features/users/pages/UsersListPage'),
  ),
  userAdd: page(
    () => import(/* webpackChunkName: "user-invite" */ '../../features/users/pages/UserInvitePage'),
  ),
  user: page(
    () => import(/* webpackChunkName: "user-page" */ '../../features/users/pages/UserPage'),
  ),
  leadRouting: page(
    () =>
      import(
        /* webpackChunkName: "lead-routing" */ '../../features/leads/routing/pages/RoutingRulesPage'
      ),
  ),
  audit: page(
    () => import(/* webpackChunkName: "audit-log" */ '../../features/audit/pages/AuditLogPage'),
  ),
  trash: page(
    () => import(/* webpackChunkName: "trash" */ '../../features/trash/pages/TrashPage'),
  ),
  mailQueue: page(
    () =>
      import(/* webpackChunkName: "mail-queue" */ '../../features/mailQueue/pages/MailQueuePage'),
  ),
  autoAcknowledgement: page(
    () =>
      import(
        /* webpackChunkName: "auto-acknowledgement" */ '../../features/leads/acknowledgement/pages/AutoAcknowledgementPage'
      ),
  ),
  profile: page(() => import(/* webpackChunkName: "profile" */ '../pages/ProfileRoute')),
};
