import { SettingOutlined } from '@ant-design/icons';
import { Button, Checkbox, Popover } from 'antd';
import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useIntl } from 'react-intl';

export interface ChoosableColumn {
  key: string;
  title: ReactNode;
  /** The name (or reference) column: always shown, offered checked and disabled. */
  locked?: boolean;
}

interface Props {
  columns: readonly ChoosableColumn[];
  hidden: readonly string[];
  onChange: (hidden: string[]) => void;
  onReset: () => void;
}

/**
 * "Columns": a popover of one checkbox per column (docs/product.md#lists). Opening it moves the focus to the
 * first checkbox; Escape closes it and gives the focus back to the button.
 */
export function ColumnChooser({ columns, hidden, onChange, onReset }: Props) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const id = useId();

  const close = () => {
    setOpen(false);
    button.current?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      close();
    }
  };
  const toggle = (key: string, shown: boolean) =>
    onChange(shown ? hidden.filter((other) => other !== key) : [...hidden, key]);

  const label = intl.formatMessage({ id: 'list.columns.button' });
  const content = (
    <div
      ref={panel}
      id={id}
      role="group"
      aria-label={intl.formatMessage({ id: 'list.columns.label' })}
      className="resource-list__panel"
      onKeyDown={onKeyDown}
    >
      {columns.map((column) => (
        <Checkbox
          key={column.key}
          checked={column.locked || !hidden.includes(column.key)}
          disabled={column.locked}
          onChange={(event) => toggle(column.key, event.target.checked)}
        >
          {column.title}
        </Checkbox>
      ))}
      <Button type="link" size="small" className="resource-list__panel-reset" onClick={onReset}>
        {intl.formatMessage({ id: 'list.columns.reset' })}
      </Button>
    </div>
  );

  return (
    <Popover
      trigger="click"
      placement="bottomRight"
      open={open}
      onOpenChange={setOpen}
      content={content}
      afterOpenChange={(opened) => {
        if (opened) panel.current?.querySelector<HTMLInputElement>('input:not(:disabled)')?.focus();
      }}
    >
      <Button
        ref={button}
        icon={<SettingOutlined />}
        aria-expanded={open}
        aria-haspopup="true"
        aria-controls={open ? id : undefined}
        aria-label={label}
      >
        {label}
      </Button>
    </Popover>
  );
}
