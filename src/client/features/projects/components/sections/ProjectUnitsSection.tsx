import { Form } from 'antd';
import { CheckboxGroupField } from '../../../../components/forms/CheckboxGroupField';
import { LazySelect as Select } from '../../../../components/LazySelect';
import { Input } from '../../../../components/antdInput';
import { useIntl } from 'react-intl';
import { AREA_UNITS, MAX_PRICE, PROPERTY_TYPES } from '../../../../../shared/content/rules';
import { RangeFields } from '../../../../components/forms/RangeFields';
import { useFieldRules } from '../../../../components/forms/useFieldRules';

const CURRENCY = /^[A-Z]{3}$/;

/** What is for sale: property types, bedrooms, sizes and prices. */
export function ProjectUnitsSection() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id: `projects.form.${id}` });
  const rules = useFieldRules();
  const options = (values: readonly string[], prefix: string) =>
    values.map((value) => ({ value, label: intl.formatMessage({ id: `${prefix}.${value}` }) }));
  return (
    <>
      <h2 className="record-form__section">{t('sectionUnits')}</h2>
      <Form.Item
        name="property_types"
        label={t('propertyTypes')}
        rules={[{ ...rules.required, type: 'array', min: 1 }]}
      >
        <CheckboxGroupField
          label={t('propertyTypes')}
          options={options(PROPERTY_TYPES, 'propertyType')}
        />
      </Form.Item>
      <RangeFields
        minName="bedrooms_min"
        maxName="bedrooms_max"
        minLabel={t('bedroomsMin')}
        maxLabel={t('bedroomsMax')}
        min={0}
        max={50}
        integer
        extra={t('studioHint')}
      />
      <RangeFields
        minName="area_min"
        maxName="area_max"
        minLabel={t('areaMin')}
        maxLabel={t('areaMax')}
        min={0}
        max={10_000_000}
      >
        <Form.Item name="area_unit" label={t('areaUnit')} rules={[rules.required]}>
          <Select options={options(AREA_UNITS, 'areaUnit')} />
        </Form.Item>
      </RangeFields>
      <RangeFields
        minName="price_from"
        maxName="price_to"
        minLabel={t('priceFrom')}
        maxLabel={t('priceTo')}
        min={0}
        max={MAX_PRICE}
      >
        <Form.Item
          name="currency"
          label={t('currency')}
          normalize={(value: string) => value.toUpperCase()}
          rules={[rules.required, { pattern: CURRENCY, message: t('currencyPattern') }]}
        >
          <Input maxLength={3} dir="ltr" />
        </Form.Item>
      </RangeFields>
    </>
  );
}
