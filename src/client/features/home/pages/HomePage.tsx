import { useIntl } from 'react-intl';
import type { LeadKind } from '../../../../shared/leadRules';
import { useAppSelector } from '../../../app/hooks';
import { RecordLoader } from '../../../components/forms/RecordLoader';
import {
  ChartLegend,
  ContentCounts,
  LatestLeads,
  UnreadCards,
} from '../components/DashboardSections';
import { LeadsChart } from '../components/LeadsChart';
import { useDashboardQuery } from '../dashboardApi';
import './dashboard.css';

/**
 * Home: the dashboard of product.md — unread leads per kind, leads per day for 30 days, the latest ten leads,
 * and the published content. Refetched on each visit, so it reflects leads worked elsewhere.
 */
export default function HomePage() {
  const intl = useIntl();
  const user = useAppSelector((state) => state.auth.user);
  const name = user?.name || intl.formatMessage({ id: 'navbar.defaultUser' });
  const query = useDashboardQuery(undefined, { refetchOnMountOrArgChange: true });
  const dashboard = query.data?.data;
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
        <p className="dashboard__muted">{intl.formatMessage({ id: 'dashboard.subtitle' })}</p>
      </header>
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
