import { useIntl, type IntlShape } from 'react-intl';
import type { AuditEntity, AuditEntry } from '../../../../shared/audit/schemas';
import { fieldLabel } from '../../../components/forms/fieldLabel';
import { fieldValueText } from '../../../components/forms/fieldValueText';

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
                <bdi className="audit-changes__before">
                  {fieldValueText(intl, before, { field })}
                </bdi>{' '}
                {arrow}{' '}
              </>
            )}
            <bdi className="audit-changes__after">{fieldValueText(intl, after, { field })}</bdi>
          </li>
        );
      })}
    </ul>
  );
}
