import { useIntl, type IntlShape } from 'react-intl';
import type { AuditEntity, AuditEntry } from '../../../../shared/audit/schemas';
import { fieldLabel } from '../../../components/forms/fieldLabel';

/** Where each entity's form keeps its field labels (locales/); a field without one shows its name. */
const LABEL_PREFIXES: Partial<Record<AuditEntity, string[]>> = {
  developer: ['developers.form'],
  project: ['projects.form'],
  'team-member': ['team.form'],
  'seo-page': ['seo.form'],
  'home-asset': ['homeAssets.form'],
  lead: ['leads.field'],
  user: ['users.field'],
  company: ['profile.company'],
};

/** The field's label as the entity's form shows it (components/forms/fieldLabel). */
const labelOf = (intl: IntlShape, entity: AuditEntity | undefined, field: string): string =>
  fieldLabel(intl, (entity && LABEL_PREFIXES[entity]) ?? [], field);

/** A value as text: empty for nothing, yes/no, both languages of a translatable field, JSON for the rest. */
function formatValue(intl: IntlShape, value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean')
    return intl.formatMessage({ id: value ? 'audit.yes' : 'audit.no' });
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  if (Array.isArray(value)) return value.map((item) => formatValue(intl, item)).join(', ');
  const record = value as Record<string, unknown>;
  const keys = Object.keys(record);
  if (keys.length === 2 && 'en' in record && 'ar' in record)
    return `${formatValue(intl, record.en)} | ${formatValue(intl, record.ar)}`;
  return JSON.stringify(value);
}

interface Props {
  changes: AuditEntry['changes'];
  /** Whose fields they are, for their labels. */
  entity?: AuditEntity;
}

/**
 * The changed fields of an audit entry, one per line: `field: before → after`. Values may be Arabic or
 * English whatever the page's language, so each is isolated (<bdi>) and laid out by its own direction.
 */
export function AuditChanges({ changes, entity }: Props) {
  const intl = useIntl();
  const entries = Object.entries(changes ?? {});
  if (entries.length === 0) return null;
  // The arrow points the way the page reads.
  const arrow = intl.locale === 'ar' ? '←' : '→';
  return (
    <ul className="audit-changes">
      {entries.map(([field, pair]) => {
        const [before, after] = pair as [unknown, unknown];
        return (
          <li key={field} className="audit-changes__item">
            <span className="audit-changes__field" title={field}>
              {labelOf(intl, entity, field)}
            </span>
            :{' '}
            {before !== null && (
              <>
                <bdi className="audit-changes__before">{formatValue(intl, before)}</bdi>{' '}
                {arrow}{' '}
              </>
            )}
            <bdi className="audit-changes__after">{formatValue(intl, after)}</bdi>
          </li>
        );
      })}
    </ul>
  );
}
