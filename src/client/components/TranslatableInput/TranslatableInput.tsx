import { Col, Form, Row } from 'antd';
import { Input, TextArea } from '../antdInput';
import type { Rule } from 'antd/es/form';
import { useIntl } from 'react-intl';
import { TEXT_LIMITS } from '../../../shared/common/translatable';
import './TranslatableInput.css';

type NamePath = string | number | (string | number)[];

export interface TranslatableInputProps {
  /** The field holding `{ en, ar }`; inside a Form.List, relative to the list item. */
  name: NamePath;
  /** The field's name, without the language: the labels add it ("Name (English)"). */
  label: string;
  /** English is required (docs/product.md#translatable-text); Arabic never is. */
  required?: boolean;
  maxLength?: number;
  multiline?: boolean;
}

const pathOf = (name: NamePath) => (Array.isArray(name) ? name : [name]);

/**
 * English and Arabic side by side on wide screens, stacked on narrow ones. Each language is its own
 * Form.Item, so a server error on `name.en` lands on the English box. The Arabic box is always
 * right-to-left and the English one left-to-right, whatever the interface language.
 */
export function TranslatableInput({
  name,
  label,
  required = false,
  maxLength = TEXT_LIMITS.name,
  multiline = false,
}: TranslatableInputProps) {
  const intl = useIntl();
  const lengthRule: Rule = {
    max: maxLength,
    message: intl.formatMessage({ id: 'form.tooLong' }, { max: maxLength }),
  };
  const englishRules: Rule[] = [
    ...(required
      ? [{ required: true, whitespace: true, message: intl.formatMessage({ id: 'form.required' }) }]
      : []),
    lengthRule,
  ];
  const Control = multiline ? TextArea : Input;
  const extra = multiline ? { autoSize: { minRows: 3, maxRows: 12 } } : {};
  return (
    <Row gutter={16} className="translatable-input">
      <Col xs={24} md={12}>
        <Form.Item
          name={[...pathOf(name), 'en']}
          label={intl.formatMessage({ id: 'form.inEnglish' }, { label })}
          rules={englishRules}
          required={required}
        >
          <Control dir="ltr" lang="en" {...extra} />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item
          name={[...pathOf(name), 'ar']}
          label={intl.formatMessage({ id: 'form.inArabic' }, { label })}
          rules={[lengthRule]}
        >
          <Control dir="rtl" lang="ar" className="translatable-input__ar" {...extra} />
        </Form.Item>
      </Col>
    </Row>
  );
}

export function TranslatableTextArea(props: Omit<TranslatableInputProps, 'multiline'>) {
  return <TranslatableInput maxLength={TEXT_LIMITS.long} {...props} multiline />;
}
