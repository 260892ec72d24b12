import DatePicker from 'antd/es/date-picker';
import dayjsConfig from '@rc-component/picker/generate/dayjs';
import dayjs, { type Dayjs } from 'dayjs';
import { useIntl } from 'react-intl';
import { latinDigits } from '../../utils/digits';

/** `YYYY-MM-DD`, as the API takes it and the URL keeps it. */
const ISO = 'YYYY-MM-DD';

export interface DatePickersProps {
  start?: string;
  end?: string;
  setStart: (next?: string) => void;
  setEnd: (next?: string) => void;
}

/**
 * antd's own day.js picker, except that a typed day may use the Arabic-Indic (or Persian) digits an Arabic
 * keyboard writes: they are read as the Latin digits the interface shows (Intl's `ar` writes Latin digits).
 */
const LocalDatePicker = DatePicker.generatePicker<Dayjs>({
  ...dayjsConfig,
  locale: {
    ...dayjsConfig.locale,
    parse: (locale, text, formats) => dayjsConfig.locale.parse(locale, latinDigits(text), formats),
  },
});

const toDay = (value?: string) => {
  const day = value ? dayjs(value, ISO) : null;
  return day?.isValid() ? day : null;
};

/**
 * The received-between days as two antd date pickers in the interface's language
 * (docs/product.md#lists): the day written as the language writes it (day first in Arabic), a placeholder in
 * that order, the calendar in that language (antd's and dayjs'
 * locales). A lazy chunk, loaded when the filters open, so the list's first load does not carry it.
 */
export default function DatePickers({ start, end, setStart, setEnd }: DatePickersProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  // The order the language writes a day in (the rest of the app's Arabic dates use these digits too).
  const format = t('list.filter.dateFormat');
  const from = toDay(start);
  const to = toDay(end);
  const picker = (
    label: string,
    value: Dayjs | null,
    set: (next?: string) => void,
    disabledDate: (day: Dayjs) => boolean,
  ) => (
    <LocalDatePicker
      className="resource-list__date"
      aria-label={t(label)}
      title={t(label)}
      placeholder={t('list.filter.datePlaceholder')}
      format={format}
      value={value}
      disabledDate={disabledDate}
      onChange={(day) => set(day ? day.format(ISO) : undefined)}
    />
  );
  return (
    <>
      {picker('list.filter.from', from, setStart, (day) => !!to && day.isAfter(to, 'day'))}
      <span aria-hidden>–</span>
      {picker('list.filter.to', to, setEnd, (day) => !!from && day.isBefore(from, 'day'))}
    </>
  );
}
