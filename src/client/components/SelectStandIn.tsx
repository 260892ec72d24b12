/**
 * What a closed antd Select looks like, without antd's Select: the first render of every `LazySelect`
 * (docs/performance.md#browser-downloads). It has the Select's classes, box and text (the placeholder, or the
 * chosen option's label, or the chosen tags), the arrow, the disabled and error states and the direction,
 * and an input with the Select's role and ARIA (combobox, collapsed) carrying the field's `id`, so a label or
 * a Form.Item finds it as it finds the real one. It does nothing itself: `LazySelect` swaps in the real
 * Select when the user comes to it (pointer, focus, keys). Its own styles (`selectStandIn.css`) copy
 * antd's with antd's CSS variables, because antd writes a Select's styles only once the Select has loaded.
 */
import { ConfigProvider } from 'antd';
import { FormItemInputContext } from 'antd/es/form/context';
import type { SelectProps } from 'antd/es/select';
import { useToken } from 'antd/es/theme/internal';
import {
  forwardRef,
  useContext,
  type FocusEventHandler,
  type KeyboardEventHandler,
  type MouseEventHandler,
  type PointerEventHandler,
  type ReactNode,
} from 'react';
import './selectStandIn.css';

interface Option {
  value?: unknown;
  label?: ReactNode;
  options?: Option[];
}

/** The label antd shows for a value: the option's, a labelled value's own, or the value itself. */
function labelOf(value: unknown, options: readonly Option[] | undefined): ReactNode {
  if (value !== null && typeof value === 'object' && 'label' in value)
    return (value as { label: ReactNode }).label;
  for (const option of options ?? []) {
    if (option.options) {
      const found = labelOf(value, option.options);
      if (found !== undefined) return found;
    } else if (option.value === value) return option.label ?? String(value as string);
  }
  return typeof value === 'string' || typeof value === 'number' ? value : undefined;
}

const plain = (value: unknown) =>
  value !== null && typeof value === 'object' && 'value' in value
    ? (value as { value: unknown }).value
    : value;

export interface StandInHandlers {
  onPointerEnter: PointerEventHandler;
  onPointerDown: PointerEventHandler;
  onClick: MouseEventHandler;
  onFocus: FocusEventHandler;
  onBlur: FocusEventHandler;
  onKeyDown: KeyboardEventHandler;
}

/** The arrow antd draws (`DownOutlined`), inline: the icon set is not needed for it. */
const ARROW = (
  <span role="img" aria-label="down" className="anticon anticon-down">
    <svg
      viewBox="64 64 896 896"
      focusable="false"
      width="1em"
      height="1em"
      fill="currentColor"
      aria-hidden="true"
    >
      <path d="M884 256h-75c-5.1 0-9.9 2.5-12.9 6.6L512 654.2 227.9 262.6c-3-4.1-7.8-6.6-12.9-6.6h-75c-6.5 0-10.3 7.4-6.5 12.7l352.6 486.1c12.8 17.6 39 17.6 51.7 0l352.6-486.1c3.9-5.3.1-12.7-6.4-12.7z" />
    </svg>
  </span>
);

export const SelectStandIn = forwardRef<HTMLInputElement, SelectProps<unknown> & StandInHandlers>(
  function SelectStandIn(props, ref) {
    const { direction, getPrefixCls } = useContext(ConfigProvider.ConfigContext);
    const formItem = useContext(FormItemInputContext);
    const [, , hashId, , cssVar] = useToken();
    const prefix = getPrefixCls('select', props.prefixCls);
    const multiple = props.mode === 'multiple' || props.mode === 'tags';
    const values: unknown[] = multiple
      ? Array.isArray(props.value)
        ? (props.value as unknown[])
        : []
      : props.value === undefined || props.value === null
        ? []
        : [props.value];
    const status = props.status ?? formItem.status;
    const searchable = Boolean(props.showSearch) || multiple;
    const rootClass = [
      prefix,
      `${prefix}-${props.variant ?? 'outlined'}`,
      direction === 'rtl' && `${prefix}-rtl`,
      formItem.isFormItemInput && `${prefix}-in-form-item`,
      cssVar?.key,
      `${prefix}-css-var`,
      hashId,
      multiple ? `${prefix}-multiple` : `${prefix}-single`,
      props.size === 'small' && `${prefix}-sm`,
      props.size === 'large' && `${prefix}-lg`,
      props.suffixIcon !== null && `${prefix}-show-arrow`,
      props.disabled && `${prefix}-disabled`,
      searchable && `${prefix}-show-search`,
      status && `${prefix}-status-${status}`,
      'select-stand-in',
      props.className,
      props.rootClassName,
    ]
      .filter(Boolean)
      .join(' ');
    const aria = Object.fromEntries(
      Object.entries(props).filter(
        ([name]) => name.startsWith('aria-') || name.startsWith('data-'),
      ),
    );
    const input = (
      <input
        ref={ref}
        id={props.id}
        type="text"
        readOnly={!searchable}
        disabled={props.disabled}
        autoComplete="off"
        className={`${prefix}-input`}
        role="combobox"
        aria-expanded="false"
        aria-haspopup="listbox"
        aria-autocomplete="list"
        {...aria}
        defaultValue=""
        onFocus={props.disabled ? undefined : props.onFocus}
        onBlur={props.onBlur}
        onKeyDown={props.onKeyDown}
      />
    );
    const placeholder = <div className={`${prefix}-placeholder`}>{props.placeholder}</div>;
    let content: ReactNode;
    if (multiple)
      content = (
        <div className={`${prefix}-content`}>
          {values.length === 0 && (
            <div className={`${prefix}-content-item ${prefix}-content-item-prefix`}>
              {placeholder}
            </div>
          )}
          {values.map((value) => {
            const label = labelOf(value, props.options as Option[]);
            return (
              <div key={String(plain(value))} className={`${prefix}-content-item`}>
                <span
                  className={`${prefix}-selection-item`}
                  title={typeof label === 'string' ? label : undefined}
                >
                  <span className={`${prefix}-selection-item-content`}>{label}</span>
                </span>
              </div>
            );
          })}
          <div className={`${prefix}-content-item ${prefix}-content-item-suffix`}>{input}</div>
        </div>
      );
    else {
      const label = values.length ? labelOf(values[0], props.options as Option[]) : undefined;
      content =
        label === undefined ? (
          <div className={`${prefix}-content`}>
            {placeholder}
            {input}
          </div>
        ) : (
          <div
            className={`${prefix}-content ${prefix}-content-has-value`}
            title={
              typeof label === 'string' || typeof label === 'number' ? String(label) : undefined
            }
          >
            {label}
            {input}
          </div>
        );
    }
    return (
      <div
        className={rootClass}
        style={props.style}
        onPointerEnter={props.onPointerEnter}
        onPointerDown={props.disabled ? undefined : props.onPointerDown}
        onClick={props.disabled ? undefined : props.onClick}
      >
        {content}
        {props.suffixIcon !== null && (
          <div className={`${prefix}-suffix`}>{props.suffixIcon ?? ARROW}</div>
        )}
      </div>
    );
  },
);
