import { InputNumber, type InputNumberProps } from 'antd';
import { latinDigits } from '../../utils/digits';

/**
 * What a number field reads: the Latin digits, and those an Arabic or Persian keyboard types (`٤٥٠٠٠٠٠`),
 * with the Arabic decimal separator (`٫`) as a point and thousands separators (`٬`, `,`) ignored; then, as
 * antd's own parser, only digits, the point and the minus sign (docs/product.md#forms).
 */
export function parseNumberText(text: string | undefined): string {
  return latinDigits(text ?? '')
    .replace(/[٬,]/g, '')
    .replace(/٫/g, '.')
    .replace(/[^\w.-]+/g, '');
}

/** antd's InputNumber that also reads Arabic-Indic digits: every number field of the app is one. */
export function NumberInput(props: InputNumberProps<number>) {
  return <InputNumber<number> parser={parseNumberText as never} {...props} />;
}
