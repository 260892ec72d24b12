import { Col, Form, Row } from 'antd';
import { Switch } from '../../../../components/Switch';
import { LazySelect as Select } from '../../../../components/LazySelect';
import { Input } from '../../../../components/antdInput';
import { useIntl } from 'react-intl';
import { CONSTRUCTION_STATUSES, SALES_STATUSES } from '../../../../../shared/content/rules';
import { useFieldRules } from '../../../../components/forms/useFieldRules';
import { HandoverPicker } from '../HandoverPicker';
import { NumberInput } from '../../../../components/forms/NumberInput';

/**
 * Construction and sales status, progress, handover (picked by month, shown as a quarter), permit; and on the
 * add page whether it is published (an existing project's page publishes with its publication bar).
 */
export function ProjectStatusSection({ publishedSwitch = true }: { publishedSwitch?: boolean }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id: `projects.form.${id}` });
  const rules = useFieldRules();
  const options = (values: readonly string[], prefix: string) =>
    values.map((value) => ({ value, label: intl.formatMessage({ id: `${prefix}.${value}` }) }));
  return (
    <>
      <h2 className="record-form__section">{t('sectionStatus')}</h2>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item
            name="construction_status"
            label={t('constructionStatus')}
            rules={[rules.required]}
          >
            <Select options={options(CONSTRUCTION_STATUSES, 'constructionStatus')} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="sales_status" label={t('salesStatus')}>
            <Select allowClear options={options(SALES_STATUSES, 'salesStatus')} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="completion_percent"
            label={t('completion')}
            rules={[rules.between(0, 100)]}
          >
            <NumberInput min={0} max={100} precision={0} suffix="%" style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="handover_date" label={t('handover')} extra={t('handoverHint')}>
            <HandoverPicker />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="permit_number" label={t('permitNumber')} rules={[rules.maxLength(64)]}>
            <Input dir="ltr" />
          </Form.Item>
        </Col>
        <Col>
          <Form.Item name="is_featured" label={t('featured')} valuePropName="checked">
            <Switch />
          </Form.Item>
        </Col>
        {publishedSwitch && (
          <Col>
            <Form.Item name="is_published" label={t('published')} valuePropName="checked">
              <Switch />
            </Form.Item>
          </Col>
        )}
      </Row>
    </>
  );
}
