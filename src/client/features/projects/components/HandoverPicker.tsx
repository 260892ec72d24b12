import { Space } from 'antd';
import { LazySelect as Select } from '../../../components/LazySelect';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { handoverQuarter } from '../../../../shared/content/rules';

interface Props {
  /** `YYYY-MM`, as the API has it. */
  value?: string | null;
  onChange?: (value: string | null) => void;
  id?: string;
}

/** How far ahead (and back, for delayed projects) a handover is picked. */
const YEARS_BACK = 5;
const YEARS_AHEAD = 15;

/**
 * Handover by month and year, shown as its quarter ("Q4 2027"). Two selects rather than antd's DatePicker,
 * which with dayjs would add ≈40 kB gzip to the project page for one field.
 */
export function HandoverPicker({ value, onChange, id }: Props) {
  const intl = useIntl();
  const [savedYear, savedMonth] = value ? value.split('-').map(Number) : [];
  // A month chosen before its year (or the reverse) waits here until the pair is complete.
  const [draft, setDraft] = useState<{ year?: number; month?: number }>({});
  const year = savedYear ?? draft.year;
  const month = savedMonth ?? draft.month;

  const months = useMemo(() => {
    const name = new Intl.DateTimeFormat(intl.locale, { month: 'long', timeZone: 'UTC' });
    return Array.from({ length: 12 }, (_, index) => ({
      value: index + 1,
      label: name.format(Date.UTC(2000, index, 1)),
    }));
  }, [intl.locale]);
  const years = useMemo(() => {
    const now = new Date().getFullYear();
    const list = Array.from(
      { length: YEARS_BACK + YEARS_AHEAD + 1 },
      (_, i) => now - YEARS_BACK + i,
    );
    if (savedYear && !list.includes(savedYear)) list.unshift(savedYear);
    return list.map((item) => ({ value: item, label: String(item) }));
  }, [savedYear]);

  const change = (next: { year?: number; month?: number }) => {
    setDraft(next);
    onChange?.(
      next.year && next.month ? `${next.year}-${String(next.month).padStart(2, '0')}` : null,
    );
  };
  const quarter = handoverQuarter(value ?? null);

  return (
    <Space wrap>
      <Select<number>
        id={id}
        allowClear
        style={{ minWidth: 140 }}
        aria-label={intl.formatMessage({ id: 'projects.form.handoverMonth' })}
        placeholder={intl.formatMessage({ id: 'projects.form.handoverMonth' })}
        options={months}
        value={month}
        onChange={(next) => change({ year, month: next ?? undefined })}
      />
      <Select<number>
        allowClear
        style={{ minWidth: 100 }}
        aria-label={intl.formatMessage({ id: 'projects.form.handoverYear' })}
        placeholder={intl.formatMessage({ id: 'projects.form.handoverYear' })}
        options={years}
        value={year}
        onChange={(next) => change({ year: next ?? undefined, month })}
      />
      {quarter && <output className="handover-quarter">{quarter}</output>}
    </Space>
  );
}
