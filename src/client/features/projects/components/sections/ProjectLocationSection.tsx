import { Col, Form, Row } from 'antd';
import { useIntl } from 'react-intl';
import { TEXT_LIMITS } from '../../../../../shared/common/translatable';
import { useFieldRules } from '../../../../components/forms/useFieldRules';
import { TranslatableInput } from '../../../../components/TranslatableInput/TranslatableInput';
import { NumberInput } from '../../../../components/forms/NumberInput';

/** Where the project is: city, community, address and map coordinates. */
export function ProjectLocationSection() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id: `projects.form.${id}` });
  const rules = useFieldRules();
  return (
    <>
      <h2 className="record-form__section">{t('sectionLocation')}</h2>
      <TranslatableInput name="city" label={t('city')} required />
      <TranslatableInput name="community" label={t('community')} />
      <TranslatableInput name="address" label={t('address')} maxLength={TEXT_LIMITS.short} />
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="latitude" label={t('latitude')} rules={[rules.between(-90, 90)]}>
            <NumberInput min={-90} max={90} step={0.000001} style={{ width: '100%' }} dir="ltr" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="longitude" label={t('longitude')} rules={[rules.between(-180, 180)]}>
            <NumberInput min={-180} max={180} step={0.000001} style={{ width: '100%' }} dir="ltr" />
          </Form.Item>
        </Col>
      </Row>
    </>
  );
}
