import { Col, Form, Row } from 'antd';
import type { ReactNode } from 'react';
import { useFieldRules } from './useFieldRules';
import { NumberInput } from './NumberInput';

interface Props {
  minName: string;
  maxName: string;
  minLabel: string;
  maxLabel: string;
  /** Bounds both fields share (the contract's schema). */
  min: number;
  max: number;
  integer?: boolean;
  extra?: ReactNode;
  /** Shown after the two numbers on the same row (a unit or currency field). */
  children?: ReactNode;
}

/** A "from … to …" pair; the maximum is refused when smaller than the minimum, and re-checked as it changes. */
export function RangeFields({
  minName,
  maxName,
  minLabel,
  maxLabel,
  min,
  max,
  integer,
  extra,
  children,
}: Props) {
  const rules = useFieldRules();
  const number = (
    <NumberInput
      min={min}
      max={max}
      precision={integer ? 0 : undefined}
      style={{ width: '100%' }}
      dir="ltr"
    />
  );
  return (
    <Row gutter={16}>
      <Col xs={24} md={children ? 8 : 12}>
        <Form.Item name={minName} label={minLabel} rules={[rules.between(min, max)]} extra={extra}>
          {number}
        </Form.Item>
      </Col>
      <Col xs={24} md={children ? 8 : 12}>
        <Form.Item
          name={maxName}
          label={maxLabel}
          dependencies={[minName]}
          rules={[rules.between(min, max), rules.notBelow(minName)]}
        >
          {number}
        </Form.Item>
      </Col>
      {children && (
        <Col xs={24} md={8}>
          {children}
        </Col>
      )}
    </Row>
  );
}
