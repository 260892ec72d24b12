import { useIntl } from 'react-intl';
import type { AuditEntry } from '../../../../shared/audit/schemas';

/** Who acted: the name as it was then (isolated: it may be in either language), or "nobody signed in". */
export function AuditActor({ entry }: { entry: AuditEntry }) {
  const intl = useIntl();
  if (entry.user_name === null)
    return <span className="audit-muted">{intl.formatMessage({ id: 'audit.nobody' })}</span>;
  return <bdi>{entry.user_name}</bdi>;
}
