import { Select } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import type { Locale } from '../../../shared/constants';
import { pickLocale } from '../../../shared/translatableText';
import { useProjectOptionsQuery } from './projectOptionsApi';

const SEARCH_DEBOUNCE_MS = 300;

export interface ProjectOption {
  id: number;
  /** A plain name (a lead's snapshot) is shown as it is. */
  name: string;
}

interface Props {
  value?: number | null;
  onChange?: (value: number | null) => void;
  /** The current choice, shown before any search (it may not be on the first page, or no longer exist). */
  selected?: ProjectOption | null;
  id?: string;
  className?: string;
}

/** Picks a project by searching the server as the user types (there may be hundreds). */
export function ProjectSelect({ value, onChange, selected, id, className }: Props) {
  const intl = useIntl();
  const locale = intl.locale as Locale;
  const [text, setText] = useState('');
  const [search, setSearch] = useState('');
  // Ask the server once the user pauses typing, not once per key.
  useEffect(() => {
    const timer = setTimeout(() => setSearch(text.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const { data, isFetching } = useProjectOptionsQuery(search);

  const options = useMemo(() => {
    const found = (data?.data ?? []).map((item) => ({
      value: item.id,
      label: pickLocale(item.name, locale),
    }));
    return selected && !found.some((item) => item.value === selected.id)
      ? [{ value: selected.id, label: selected.name }, ...found]
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
      placeholder={intl.formatMessage({ id: 'leads.filter.project' })}
      notFoundContent={intl.formatMessage({ id: 'leads.filter.projectEmpty' })}
    />
  );
}
