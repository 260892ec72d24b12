import { useIntl } from 'react-intl';
import type { Locale } from '../../../../shared/common/constants';
import { pickLocale } from '../../../../shared/common/translatable';
import {
  RemoteSelect,
  type RemoteSelectProps,
} from '../../../components/RemoteSelect/RemoteSelect';
import type { NamedRecord } from '../../../components/RemoteSelect/remoteOptions';
import { useDeveloperOptionsQuery } from '../developerOptionsApi';

export type DeveloperOption = NamedRecord;

type Props = Omit<RemoteSelectProps, 'selected'> & {
  /** The record's current developer, shown before any search (it may not be on the first page). */
  selected?: DeveloperOption | null;
};

/** Picks a developer by searching the server as the user types. */
export function DeveloperSelect({ selected, ...props }: Props) {
  const locale = useIntl().locale as Locale;
  return (
    <RemoteSelect
      {...props}
      selected={selected && { id: selected.id, label: pickLocale(selected.name, locale) }}
      useOptions={useDeveloperOptionsQuery}
      placeholder="form.developerSelect.placeholder"
      empty="form.developerSelect.empty"
    />
  );
}
