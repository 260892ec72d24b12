import { Input, type InputProps } from '../antdInput';
import { useEffect, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { latinDigits } from '../../utils/digits';

/**
 * What a number field reads: the Latin digits, and those an Arabic or Persian keyboard types (`٤٥٠٠٠٠٠`),
 * with the Arabic decimal separator (`٫`) as a point and thousands separators (`٬`, `,`) ignored; then only
 * digits, the point and the minus sign (docs/product.md#forms).
 */
export function parseNumberText(text: string | undefined): string {
  return latinDigits(text ?? '')
    .replace(/[٬,]/g, '')
    .replace(/٫/g, '.')
    .replace(/[^\w.-]+/g, '');
}

/** The number a field's text holds: null when empty, undefined while it is not (yet) a number, as `-`. */
function numberOf(text: string): number | null | undefined {
  const parsed = parseNumberText(text);
  if (parsed === '') return null;
  const value = Number(parsed);
  return Number.isFinite(value) ? value : undefined;
}

const decimalsOf = (value: number) => (String(value).split('.')[1] ?? '').length;
const shown = (value: number | null | undefined) => (value == null ? '' : String(value));

export type NumberInputProps = Omit<
  InputProps,
  'value' | 'defaultValue' | 'onChange' | 'type' | 'min' | 'max' | 'step'
> & {
  value?: number | null;
  onChange?: (value: number | null) => void;
  min?: number;
  max?: number;
  /** What ↑ and ↓ add or take away; 1 unless set. */
  step?: number;
  /** Decimals the value keeps once the field is left (0: a whole number). */
  precision?: number;
};

/**
 * Every number field of the app: antd's Input as a spin button. It gives the form each in-range number as it
 * is typed (Arabic-Indic digits read), and on leaving the field brings the value within min and max, rounded
 * to its precision, as antd's InputNumber does; ↑ and ↓ step it. It stands in for InputNumber, whose 7 kB
 * brotli the record forms could not afford (docs/performance.md#browser-downloads).
 */
export function NumberInput({
  value,
  onChange,
  min = -Infinity,
  max = Infinity,
  step = 1,
  precision,
  onBlur,
  onKeyDown,
  style,
  ...inputProps
}: NumberInputProps) {
  const [text, setText] = useState(() => shown(value));

  // A value set from outside (the record loaded, a reset, a merge) is shown, unless it is what is typed.
  useEffect(() => {
    setText((current) => (numberOf(current) === (value ?? null) ? current : shown(value)));
  }, [value]);

  const settle = (number: number) => {
    const within = Math.min(max, Math.max(min, number));
    return precision === undefined ? within : Number(within.toFixed(precision));
  };
  const give = (number: number | null) => {
    if (number !== (value ?? null)) onChange?.(number);
  };

  const change = (next: string) => {
    setText(next);
    const number = numberOf(next);
    if (number === null || (number !== undefined && number >= min && number <= max)) give(number);
  };

  const leave = (event: FocusEvent<HTMLInputElement>) => {
    const number = numberOf(text);
    if (number === undefined) setText(shown(value));
    else if (number !== null) {
      const settled = settle(number);
      setText(shown(settled));
      give(settled);
    }
    onBlur?.(event);
  };

  const stepBy = (event: KeyboardEvent<HTMLInputElement>) => {
    const direction = { ArrowUp: 1, ArrowDown: -1 }[event.key];
    if (direction && !inputProps.readOnly) {
      event.preventDefault();
      const from = numberOf(text) ?? value ?? 0;
      const decimals = Math.max(decimalsOf(step), decimalsOf(from));
      const settled = settle(Number((from + direction * step).toFixed(decimals)));
      setText(shown(settled));
      give(settled);
    }
    onKeyDown?.(event);
  };

  return (
    <Input
      autoComplete="off"
      inputMode={min >= 0 ? (precision === 0 ? 'numeric' : 'decimal') : undefined}
      {...inputProps}
      // As wide as antd's InputNumber (a year, a share) unless the form widens it.
      style={{ width: '8rem', maxWidth: '100%', ...style }}
      role="spinbutton"
      aria-valuenow={value ?? undefined}
      aria-valuemin={Number.isFinite(min) ? min : undefined}
      aria-valuemax={Number.isFinite(max) ? max : undefined}
      value={text}
      onChange={(event) => change(event.target.value)}
      onBlur={leave}
      onKeyDown={stepBy}
    />
  );
}
