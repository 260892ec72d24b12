import type { ReactNode } from 'react';
import { FormattedDate, FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { Lead } from '../../../../../shared/leads/schemas';
import { screenPath } from '../../../../../shared/screens';
import { ProjectName } from './ProjectName';

type Field = [id: string, value: ReactNode];

const enumText = (prefix: string, value: string | null) =>
  value === null ? null : <FormattedMessage id={`${prefix}.${value}`} />;
const date = (value: string | null) =>
  value === null ? null : <FormattedDate value={value} dateStyle="medium" timeStyle="short" />;
const number = (value: number | null) =>
  value === null ? null : <FormattedNumber value={value} />;
const money = (value: number | null, currency: string | null) =>
  value === null ? null : currency ? (
    <FormattedNumber value={value} style="currency" currency={currency} maximumFractionDigits={0} />
  ) : (
    <FormattedNumber value={value} />
  );
const external = (url: string | null) =>
  url === null ? null : (
    <a href={url} target="_blank" rel="noopener noreferrer nofollow" dir="ltr">
      {url}
    </a>
  );

/** The project, linked while it exists; once deleted, the name it had when the lead came in. */
const project = (lead: Lead) =>
  lead.project_id !== null ? (
    <Link to={screenPath('project', { id: lead.project_id })}>
      <ProjectName id={lead.project_id} snapshot={lead.project_name} />
    </Link>
  ) : (
    lead.project_name
  );

function kindFields(lead: Lead): Field[] {
  switch (lead.kind) {
    case 'contact':
      return [['subject', lead.subject && <bdi dir="auto">{lead.subject}</bdi>]];
    case 'project':
      return [
        ['project', project(lead)],
        ['bedrooms', number(lead.bedrooms)],
        ['budget', money(lead.budget, null)],
        ['purpose', enumText('leadPurpose', lead.purpose)],
      ];
    case 'consulting':
      return [
        ['service', enumText('consultingService', lead.service)],
        ['budget', money(lead.budget, null)],
        ['countryOfResidence', lead.country_of_residence],
        ['preferredContactTime', lead.preferred_contact_time],
      ];
    case 'sale':
      return [
        ['propertyType', enumText('propertyType', lead.property_type)],
        ['city', lead.city],
        ['community', lead.community],
        ['bedrooms', number(lead.bedrooms)],
        [
          'area',
          lead.area === null ? null : (
            <>
              {number(lead.area)} {lead.area_unit && enumText('areaUnit', lead.area_unit)}
            </>
          ),
        ],
        ['askingPrice', money(lead.asking_price, lead.currency)],
        ['occupancy', enumText('occupancy', lead.occupancy)],
        ['completion', enumText('saleCompletion', lead.completion)],
      ];
    default:
      return [];
  }
}

/** Every field of the lead, labelled in the UI language; empty ones show a dash. */
export function LeadFields({ lead }: { lead: Lead }) {
  const intl = useIntl();
  const fields: Field[] = [
    ['name', <bdi dir="auto">{lead.name}</bdi>],
    ['email', <a href={`mailto:${lead.email}`}>{lead.email}</a>],
    [
      'phone',
      lead.phone && (
        <a href={`tel:${lead.phone}`} dir="ltr">
          {lead.phone}
        </a>
      ),
    ],
    ...kindFields(lead),
    [
      'message',
      lead.message && (
        <span className="lead-page__message" dir="auto">
          {lead.message}
        </span>
      ),
    ],
    ['received', date(lead.created_at)],
    ['readAt', date(lead.read_at)],
    ['locale', lead.locale && enumText('leadLocale', lead.locale)],
    ['consent', intl.formatMessage({ id: lead.consent ? 'common.yes' : 'common.no' })],
    ['sourceUrl', external(lead.source_url)],
    ['referrer', external(lead.referrer)],
    ['utmSource', lead.utm_source],
    ['utmMedium', lead.utm_medium],
    ['utmCampaign', lead.utm_campaign],
    [
      'userAgent',
      lead.user_agent && (
        <span className="lead-page__ltr" dir="ltr">
          {lead.user_agent}
        </span>
      ),
    ],
  ];
  return (
    <dl className="lead-page__fields">
      {fields.map(([id, value]) => (
        <div key={id} className="lead-page__field">
          <dt>{intl.formatMessage({ id: `leads.field.${id}` })}</dt>
          <dd>
            {value === null || value === undefined || value === '' ? (
              '—'
            ) : typeof value === 'string' ? (
              // Entered text keeps its own direction in the other language's page (docs/product.md#screens).
              <bdi>{value}</bdi>
            ) : (
              value
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
