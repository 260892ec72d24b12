import { useIntl } from 'react-intl';
import { useLeadProjectQuery } from '../projectOptionsApi';

/**
 * A project lead's project by name in the interface's language. The lead keeps the English name it was sent
 * with (`project_name`, also once the project is deleted); in Arabic the project's own Arabic name is asked
 * for while the project exists, the English snapshot shown until it comes (or when it has none).
 */
export function ProjectName({ id, snapshot }: { id: number | null; snapshot: string | null }) {
  const intl = useIntl();
  const arabic = intl.locale.startsWith('ar');
  const project = useLeadProjectQuery(id ?? 0, { skip: !arabic || id === null }).data?.data;
  const name = (arabic && project?.name.ar.trim()) || snapshot || (id !== null ? `#${id}` : '');
  return <bdi>{name}</bdi>;
}
