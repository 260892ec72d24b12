import {
  RemoteSelect,
  type RemoteSelectProps,
} from '../../../../components/RemoteSelect/RemoteSelect';
import { useProjectOptionsQuery } from '../projectOptionsApi';

export interface ProjectOption {
  id: number;
  /** A plain name (a lead's snapshot) is shown as it is. */
  name: string;
}

type Props = Omit<RemoteSelectProps, 'selected'> & {
  /** The current choice, shown before any search (it may not be on the first page, or no longer exist). */
  selected?: ProjectOption | null;
};

/** Picks a project by searching the server as the user types. */
export function ProjectSelect({ selected, ...props }: Props) {
  return (
    <RemoteSelect
      {...props}
      selected={selected && { id: selected.id, label: selected.name }}
      useOptions={useProjectOptionsQuery}
      placeholder="leads.filter.project"
      empty="leads.filter.projectEmpty"
    />
  );
}
