import { Checkbox, Form } from 'antd';
import { useIntl } from 'react-intl';
import { AMENITIES } from '../../../../../shared/content/rules';

/** The fixed amenities catalogue, named in the interface language. */
export function ProjectAmenitiesSection() {
  const intl = useIntl();
  const options = AMENITIES.map((value) => ({
    value,
    label: intl.formatMessage({ id: `amenities.${value}` }),
  }));
  return (
    <Form.Item name="amenities" label={intl.formatMessage({ id: 'projects.form.amenities' })}>
      <Checkbox.Group options={options} />
    </Form.Item>
  );
}
