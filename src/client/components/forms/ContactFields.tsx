import { Col, Form, Row } from 'antd';
import { Input } from '../antdInput';
import { useFieldRules } from './useFieldRules';

type Kind = 'email' | 'phone' | 'url';

export interface ContactField {
  name: string;
  label: string;
  kind: Kind;
}

const INPUT_MODE = { email: 'email', phone: 'tel', url: 'url' } as const;

/** A row of left-to-right contact inputs (website, e-mail, phone, WhatsApp…) with their format rules. */
export function ContactFields({ fields }: { fields: ContactField[] }) {
  const rules = useFieldRules();
  const ruleOf = { email: rules.email, phone: rules.phone, url: rules.url };
  return (
    <Row gutter={16}>
      {fields.map(({ name, label, kind }) => (
        <Col key={name} xs={24} md={24 / fields.length}>
          <Form.Item name={name} label={label} rules={[ruleOf[kind]]}>
            <Input
              dir="ltr"
              inputMode={INPUT_MODE[kind]}
              placeholder={kind === 'url' ? 'https://' : undefined}
            />
          </Form.Item>
        </Col>
      ))}
    </Row>
  );
}
