/**
 * The app's on/off switch: antd's Switch as antd 6 draws it (the same classes, role and keys), without antd's
 * Switch itself. antd's brings rc-switch and the code that writes its styles (≈ 4 kB brotli with the wave
 * effect) into every record form's first render, for a button that flips a flag; `switch.css` draws it with
 * antd's theme variables (docs/performance.md#browser-downloads). A lint rule keeps antd's own out of the app.
 *
 * Like antd's: `checked` / `defaultChecked`, `onChange(checked, event)`, `disabled` (also from an enclosing
 * disabled Form), `size="small"`; a click, Enter or Space flips it, ArrowRight turns it on and ArrowLeft off
 * (as rc-switch does, whatever the direction). Form.Item binds it with `valuePropName="checked"`.
 */
import DisabledContext from 'antd/es/config-provider/DisabledContext';
import { useToken } from 'antd/es/theme/internal';
import {
  useContext,
  useState,
  type ButtonHTMLAttributes,
  type KeyboardEvent,
  type MouseEvent,
} from 'react';
import './switch.css';

type SwitchEvent = MouseEvent<HTMLButtonElement> | KeyboardEvent<HTMLButtonElement>;

export interface SwitchProps extends Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'onChange' | 'onClick' | 'type' | 'role'
> {
  checked?: boolean;
  defaultChecked?: boolean;
  onChange?: (checked: boolean, event: SwitchEvent) => void;
  size?: 'small' | 'default';
}

export function Switch({
  checked,
  defaultChecked = false,
  onChange,
  disabled,
  size,
  className,
  onKeyDown,
  ...rest
}: SwitchProps) {
  const formDisabled = useContext(DisabledContext);
  // The theme's variables are scoped to its `css-var-*` class (as on antd's own components).
  const [, , hashId, , cssVar] = useToken();
  const off = disabled ?? formDisabled;
  const [own, setOwn] = useState(defaultChecked);
  const on = checked ?? own;

  const change = (next: boolean, event: SwitchEvent) => {
    if (off || next === on) return;
    if (checked === undefined) setOwn(next);
    onChange?.(next, event);
  };

  const classes = ['ant-switch', 'app-switch', hashId];
  if (cssVar?.key) classes.push(cssVar.key);
  if (size === 'small') classes.push('ant-switch-small');
  if (on) classes.push('ant-switch-checked');
  if (off) classes.push('ant-switch-disabled');
  if (className) classes.push(className);

  return (
    <button
      {...rest}
      type="button"
      role="switch"
      aria-checked={on}
      disabled={off}
      className={classes.join(' ')}
      onClick={(event) => change(!on, event)}
      onKeyDown={(event) => {
        if (event.key === 'ArrowLeft') change(false, event);
        else if (event.key === 'ArrowRight') change(true, event);
        onKeyDown?.(event);
      }}
    >
      <div className="ant-switch-handle" />
      <span className="ant-switch-inner" />
    </button>
  );
}
