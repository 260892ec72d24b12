import { LazySelect as Select } from '../LazySelect';
import { useEffect, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import type { Locale } from '../../../shared/common/constants';
import type { ListResponse } from '../../../shared/common/list';
import { pickLocale } from '../../../shared/common/translatable';
import type { NamedRecord } from './remoteOptions';

const SEARCH_DEBOUNCE_MS = 300;

export interface RemoteSelectProps {
  value?: number | null;
  onChange?: (value: number | null) => void;
  /** The current choice, shown before any search (it may not be on the first page, or no longer exist). */
  selected?: { id: number; label: string } | null;
  id?: string;
  className?: string;
}

interface Source {
  useOptions: (search: string) => { data?: ListResponse<NamedRecord>; isFetching: boolean };
  /** Message ids. */
  placeholder: string;
  empty: string;
}

/** Picks a record by searching the server as the user types (there may be hundreds). */
export function RemoteSelect({
  value,
  onChange,
  selected,
  id,
  className,
  useOptions,
  placeholder,
  empty,
}: RemoteSelectProps & Source) {
  const intl = useIntl();
  const locale = intl.locale as Locale;
  const [text, setText] = useState('');
  const [search, setSearch] = useState('');
  // Ask the server once the user pauses typing, not once per key.
  useEffect(() => {
    const timer = setTimeout(() => setSearch(text.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const { data, isFetching } = useOptions(search);

  const options = useMemo(() => {
    const found = (data?.data ?? []).map((item) => ({
      value: item.id,
      label: pickLocale(item.name, locale),
    }));
    return selected && !found.some((item) => item.value === selected.id)
      ? [{ value: selected.id, label: selected.label }, ...found]
      : found;
  }, [data, selected, locale]);

  return (
    <Select<number>
      id={id}
      className={className}
      showSearch={{ filterOption: false, onSearch: setText }}
      allowClear
      value={value ?? undefined}
      onChange={(next) => onChange?.(next ?? null)}
      options={options}
      loading={isFetching}
      placeholder={intl.formatMessage({ id: placeholder })}
      notFoundContent={intl.formatMessage({ id: empty })}
    />
  );
}
