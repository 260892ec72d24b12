import { Select } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import type { Locale } from '../../../shared/constants';
import { pickLocale, type Translatable } from '../../../shared/translatableText';
import { useDeveloperOptionsQuery } from './developerOptionsApi';

const SEARCH_DEBOUNCE_MS = 300;

export interface DeveloperOption {
  id: number;
  name: Translatable;
}

interface Props {
  value?: number | null;
  onChange?: (value: number | null) => void;
  /** The record's current developer, shown before any search (it may not be on the first page). */
  selected?: DeveloperOption | null;
  id?: string;
}

/** Picks a developer by searching the server as the user types (there may be hundreds). */
export function DeveloperSelect({ value, onChange, selected, id }: Props) {
  const intl = useIntl();
  const locale = intl.locale as Locale;
  const [text, setText] = useState('');
  const [search, setSearch] = useState('');
  // Ask the server once the user pauses typing, not once per key.
  useEffect(() => {
    const timer = setTimeout(() => setSearch(text.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const { data, isFetching } = useDeveloperOptionsQuery(search);

  const options = useMemo(() => {
    const found = data?.data ?? [];
    const list: DeveloperOption[] =
      selected && !found.some((item) => item.id === selected.id) ? [selected, ...found] : found;
    return list.map((item) => ({ value: item.id, label: pickLocale(item.name, locale) }));
  }, [data, selected, locale]);

  return (
    <Select<number>
      id={id}
      showSearch={{ filterOption: false, onSearch: setText }}
      allowClear
      value={value ?? undefined}
      onChange={(next) => onChange?.(next ?? null)}
      options={options}
      loading={isFetching}
      placeholder={intl.formatMessage({ id: 'form.developerSelect.placeholder' })}
      notFoundContent={intl.formatMessage({ id: 'form.developerSelect.empty' })}
    />
  );
}
