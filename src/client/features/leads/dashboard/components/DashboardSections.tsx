import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { LEAD_KINDS, type LeadKind } from '../../../../../shared/leads/rules';
import type { Dashboard } from '../../../../../shared/leads/schemas';
import { leadListPath, leadPath, screenPath } from '../../../../../shared/screens';
import { KIND_COLORS } from './kindColors';

/** Each kind's unread leads, linking to its list filtered to the unread ones. */
export function UnreadCards({ unread }: { unread: Dashboard['unread'] }) {
  const intl = useIntl();
  return (
    <ul className="dashboard__cards" aria-label={intl.formatMessage({ id: 'dashboard.unread' })}>
      {LEAD_KINDS.map((kind) => (
        <li key={kind}>
          <Link
            to={`${leadListPath(kind)}?filter[read]=false`}
            className="dashboard__card"
            style={{ borderInlineStartColor: KIND_COLORS[kind] }}
          >
            <span className="dashboard__count">{intl.formatNumber(unread[kind])}</span>
            <span>
              {intl.formatMessage(
                { id: 'dashboard.unreadOf' },
                { kind: intl.formatMessage({ id: `leads.kind.${kind}` }), count: unread[kind] },
              )}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

export function ChartLegend({ kindLabel }: { kindLabel: (kind: LeadKind) => string }) {
  return (
    <ul className="dashboard__legend">
      {LEAD_KINDS.map((kind) => (
        <li key={kind}>
          <span className="dashboard__swatch" style={{ background: KIND_COLORS[kind] }} />
          {kindLabel(kind)}
        </li>
      ))}
    </ul>
  );
}

/** The ten newest leads, each linking to its page. */
export function LatestLeads({ leads }: { leads: Dashboard['latest'] }) {
  if (leads.length === 0)
    return (
      <p className="dashboard__muted">
        <FormattedMessage id="dashboard.noLeads" />
      </p>
    );
  return (
    <ol className="dashboard__latest">
      {leads.map((lead) => (
        <li key={lead.id} className={lead.read_at === null ? 'dashboard__latest--unread' : ''}>
          <Link to={leadPath(lead.kind, lead.id)}>
            <bdi>{lead.name}</bdi>
          </Link>
          <span className="dashboard__muted">
            <FormattedMessage id={`leads.kind.${lead.kind}`} />
            {' · '}
            {/* Isolated, so a Latin reference beside an Arabic date keeps its order in either direction. */}
            <bdi className="dashboard__reference">{lead.reference}</bdi>
            {' · '}
            <bdi>
              <FormattedDate value={lead.created_at} dateStyle="medium" timeStyle="short" />
            </bdi>
          </span>
        </li>
      ))}
    </ol>
  );
}

const CONTENT = [
  { key: 'projects', path: screenPath('projects') },
  { key: 'developers', path: screenPath('developers') },
  { key: 'team_members', path: screenPath('team') },
] as const;

/** Published content, each count linking to its list showing the published records. */
export function ContentCounts({ counts }: { counts: Dashboard['counts'] }) {
  const intl = useIntl();
  return (
    <ul className="dashboard__cards" aria-label={intl.formatMessage({ id: 'dashboard.published' })}>
      {CONTENT.map(({ key, path }) => (
        <li key={key}>
          <Link to={`${path}?filter[is_published]=true`} className="dashboard__card">
            <span className="dashboard__count">{intl.formatNumber(counts[key])}</span>
            <span>
              {intl.formatMessage({ id: `dashboard.count.${key}` }, { count: counts[key] })}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
