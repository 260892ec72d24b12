import { DownOutlined } from '@ant-design/icons';
import { Button, Dropdown, Radio } from 'antd';
import { Input } from '../antdInput';
import { useIntl } from 'react-intl';
import { useDebouncedInput } from '../../utils/useDebouncedInput';
import { useListFilter } from '../../utils/useListParams';

interface Choice {
  value: string;
  /** A message id. */
  label: string;
}

/** A yes/no `filter[name]` as a segmented All / yes / no choice (e.g. All / Published / Draft). */
export function BooleanFilter({
  name,
  label,
  yes,
  no,
}: {
  name: string;
  label: string;
  yes: string;
  no: string;
}) {
  const intl = useIntl();
  const [value, setValue] = useListFilter(name);
  const options = [
    { value: '', label: 'list.filter.all' },
    { value: 'true', label: yes },
    { value: 'false', label: no },
  ];
  return (
    <Radio.Group
      optionType="button"
      aria-label={intl.formatMessage({ id: label })}
      value={value ?? ''}
      onChange={(event) => setValue(event.target.value as string)}
      options={options.map((option) => ({
        ...option,
        label: intl.formatMessage({ id: option.label }),
      }))}
    />
  );
}

/** The publication filter every content list has (ResourceList shows it). */
export const PublishedFilter = () => (
  <BooleanFilter
    name="is_published"
    label="list.filter.published"
    yes="common.published"
    no="common.unpublished"
  />
);

/**
 * A `filter[name]` with a fixed set of values (an enum); "Any" clears it. A menu button rather than a Select:
 * Dropdown and Menu come with the layout, while Select would add ≈20 kB gzip to every list that filters.
 */
export function ChoiceFilter({
  name,
  label,
  choices,
}: {
  name: string;
  label: string;
  choices: Choice[];
}) {
  const intl = useIntl();
  const [value, setValue] = useListFilter(name);
  const text = intl.formatMessage({ id: label });
  const current = choices.find((choice) => choice.value === value);
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        selectable: true,
        selectedKeys: [value ?? ''],
        items: [{ value: '', label: 'list.filter.all' }, ...choices].map((choice) => ({
          key: choice.value,
          label: intl.formatMessage({ id: choice.label }),
        })),
        onClick: ({ key }) => setValue(key || undefined),
      }}
    >
      <Button
        className="resource-list__filter resource-list__choice"
        type={current ? 'primary' : 'default'}
        ghost={!!current}
      >
        {current ? `${text}: ${intl.formatMessage({ id: current.label })}` : text}
        <DownOutlined />
      </Button>
    </Dropdown>
  );
}

/** A free-text `filter[name]` (e.g. a city), committed after the user pauses typing. */
export function TextFilter({ name, label }: { name: string; label: string }) {
  const intl = useIntl();
  const [value, setValue] = useListFilter(name);
  const [text, setText] = useDebouncedInput(value ?? '', (next) => setValue(next.trim()));
  const placeholder = intl.formatMessage({ id: label });
  return (
    <Input
      allowClear
      className="resource-list__filter"
      aria-label={placeholder}
      placeholder={placeholder}
      value={text}
      onChange={(event) => setText(event.target.value)}
    />
  );
}
