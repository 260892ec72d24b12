import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { Role } from '../../../shared/common/constants';
import type { LeadKind } from '../../../shared/leads/rules';
import { mayCall } from '../../../shared/permissions';
import { SCREEN_IDS, allows, screenDef } from '../../../shared/screens';
import { useAppSelector } from '../hooks';
import { RecordLoader } from '../../components/forms/RecordLoader';
import {
  ChartLegend,
  ContentCounts,
  LatestLeads,
  UnreadCards,
} from '../../features/leads/dashboard/components/DashboardSections';
import { EditorHome } from '../../features/content/components/EditorHome';
import { LeadsChart } from '../../features/leads/dashboard/components/LeadsChart';
import { useContentSummaryQuery } from '../../features/content/contentSummaryApi';
import { useDashboardQuery } from '../../features/leads/dashboard/dashboardApi';
import '../../features/leads/dashboard/dashboard.css';

/** A role that may not read the leads' dashboard (an editor) starts from the screens it may open. */
function ScreenLinks({ role }: { role: Role | undefined }) {
  const intl = useIntl();
  const screens = SCREEN_IDS.map(screenDef).filter(
    (screen) => screen.menu && screen.path !== '/' && allows(screen, role),
  );
  return (
    <nav aria-label={intl.formatMessage({ id: 'home.shortcuts' })}>
      <ul className="dashboard__links">
        {screens.map((screen) => (
          <li key={screen.path}>
            <Link to={screen.path}>{intl.formatMessage({ id: screen.title })}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * Home: the dashboard of docs/product.md#home-dashboard — unread leads per kind, leads per day for 30 days,
 * the latest ten leads, and the published content. Refetched on each visit, so it reflects leads worked
 * elsewhere. Roles without leads get links to their screens instead, and an editor its content summary
 * (published and draft counts, the drafts to finish, SEO pages needing work) above them. Here, in app/pages,
 * because it is where two features meet: the leads' dashboard (features/leads/dashboard) and the content
 * summary (features/content).
 */
export default function HomeRoute() {
  const intl = useIntl();
  const user = useAppSelector((state) => state.auth.user);
  const name = user?.name || intl.formatMessage({ id: 'navbar.defaultUser' });
  const withDashboard = user ? mayCall(user.role_type, 'GET', '/dashboard') : false;
  const query = useDashboardQuery(undefined, {
    refetchOnMountOrArgChange: true,
    skip: !withDashboard,
  });
  const dashboard = query.data?.data;
  // A role without the leads' dashboard that edits content (an editor) gets its own summary.
  const withSummary =
    !withDashboard && user ? mayCall(user.role_type, 'GET', '/content-summary') : false;
  const summaryQuery = useContentSummaryQuery(undefined, {
    refetchOnMountOrArgChange: true,
    skip: !withSummary,
  });
  const kindLabel = (kind: LeadKind) => intl.formatMessage({ id: `leads.kind.${kind}` });
  const section = (id: string, title: string) => (
    <h2 id={id} className="dashboard__title">
      {intl.formatMessage({ id: title })}
    </h2>
  );

  return (
    <div className="dashboard">
      <header>
        <h1 className="dashboard__heading">{intl.formatMessage({ id: 'home.title' }, { name })}</h1>
        {withDashboard && (
          <p className="dashboard__muted">{intl.formatMessage({ id: 'dashboard.subtitle' })}</p>
        )}
      </header>
      {withSummary && (
        <RecordLoader
          isLoading={summaryQuery.isLoading}
          error={summaryQuery.error}
          onRetry={summaryQuery.refetch}
        >
          {summaryQuery.data && <EditorHome summary={summaryQuery.data.data} />}
        </RecordLoader>
      )}
      {!withDashboard && <ScreenLinks role={user?.role_type} />}
      <RecordLoader isLoading={query.isLoading} error={query.error} onRetry={query.refetch}>
        {dashboard && (
          <>
            <section aria-labelledby="dashboard-unread">
              {section('dashboard-unread', 'dashboard.unread')}
              <UnreadCards unread={dashboard.unread} />
            </section>
            <div className="dashboard__grid">
              <section className="dashboard__panel" aria-labelledby="dashboard-chart">
                {section('dashboard-chart', 'dashboard.chart')}
                <LeadsChart days={dashboard.per_day} kindLabel={kindLabel} />
                <ChartLegend kindLabel={kindLabel} />
              </section>
              <section className="dashboard__panel" aria-labelledby="dashboard-latest">
                {section('dashboard-latest', 'dashboard.latest')}
                <LatestLeads leads={dashboard.latest} />
              </section>
            </div>
            <section aria-labelledby="dashboard-published">
              {section('dashboard-published', 'dashboard.published')}
              <ContentCounts counts={dashboard.counts} />
            </section>
          </>
        )}
      </RecordLoader>
    </div>
  );
}
