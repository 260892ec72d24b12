import { Checkbox } from 'antd';
import type { ComponentProps } from 'react';

type Props = ComponentProps<typeof Checkbox.Group> & {
  /** The group's accessible name: its form label's text. */
  label: string;
  /** Set by Form.Item on a required field; not an attribute a group may carry. */
  'aria-required'?: unknown;
};

/**
 * A checkbox group as a Form.Item's control: a named `group` (the label's `for` cannot name a div), without
 * the `aria-required` Form.Item adds, which ARIA allows on single inputs only; the label's mark and the
 * validation message still say it is required (docs/product.md#accessibility).
 */
export function CheckboxGroupField({ label, 'aria-required': _required, ...props }: Props) {
  return <Checkbox.Group {...props} {...{ role: 'group', 'aria-label': label }} />;
}
