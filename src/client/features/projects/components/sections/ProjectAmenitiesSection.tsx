import { Form } from 'antd';
import { CheckboxGroupField } from '../../../../components/forms/CheckboxGroupField';
import { useIntl } from 'react-intl';
import { AMENITIES } from '../../../../../shared/content/rules';

/** The fixed amenities catalogue, named in the interface language. */
export function ProjectAmenitiesSection() {
  const intl = useIntl();
  const options = AMENITIES.map((value) => ({
    value,
    label: intl.formatMessage({ id: `amenities.${value}` }),
  }));
  const label = intl.formatMessage({ id: 'projects.form.amenities' });
  return (
    <Form.Item name="amenities" label={label}>
      <CheckboxGroupField label={label} options={options} />
    </Form.Item>
  );
}
