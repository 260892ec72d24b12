import { Button, Col, Form, Row } from 'antd';
import { Switch } from '../../../components/Switch';
import { LazySelect as Select } from '../../../components/LazySelect';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { Company } from '../../../../shared/account/schemas';
import { COMMON_CURRENCIES, SOCIAL_NETWORKS } from '../../../../shared/account/rules';
import { TEXT_LIMITS } from '../../../../shared/common/translatable';
import { ContactFields } from '../../../components/forms/ContactFields';
import { useFieldRules } from '../../../components/forms/useFieldRules';
import { MediaUpload } from '../../../components/MediaUpload/MediaUpload';
import { TranslatableInput } from '../../../components/TranslatableInput/TranslatableInput';
import {
  companyErrorAliases,
  companyFormValues,
  companyInput,
  type CompanyFormValues,
} from '../companyFormValues';
import { useUpdateCompanyMutation } from '../profileApi';
import { useAccountSave } from './useAccountSave';
import { useStaleMerge } from '../../../components/forms/useStaleMerge';
import { Input } from '../../../components/antdInput';

interface Props {
  company?: Company;
  /** Name shown before the company was ever saved (the one in the header). */
  fallbackName?: string;
  onSaved: (company: Company) => void;
}

/**
 * The company that brands the panel and the public site; the binding settings toasts
 * (docs/product.md#binding-texts).
 */
export function CompanyForm({ company, fallbackName, onSaved }: Props) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id: `profile.company.${id}` });
  const rules = useFieldRules();
  const [form] = Form.useForm<CompanyFormValues>();
  const [update] = useUpdateCompanyMutation();
  const { run, saving } = useAccountSave({
    form,
    aliases: companyErrorAliases,
    successId: 'success.settings',
    failureId: 'errors.settings',
  });
  const currencies = useMemo(() => {
    const codes = new Set<string>(COMMON_CURRENCIES);
    if (company) codes.add(company.default_currency);
    return [...codes].map((code) => ({ value: code, label: code }));
  }, [company]);

  // A save names the version the form loaded; a stale one opens the merge dialog (useStaleMerge).
  const merge = useStaleMerge(
    form,
    company && {
      record: company,
      valuesOf: (record: Company) => companyFormValues(record),
      labelPrefixes: ['profile.company'],
      presence: { resource: 'company', id: company.id },
      labelIds: { default_currency: 'profile.company.currency' },
    },
  );
  const onFinish = (values: CompanyFormValues): Promise<boolean> =>
    run(
      async () => {
        const result = await update({
          body: companyInput(values),
          version: merge.version(),
        }).unwrap();
        merge.saved(result);
        onSaved(result.data);
        return result;
      },
      (error) => merge.stale(error, values, (merged) => void onFinish(merged)),
    );

  return (
    <Form<CompanyFormValues>
      form={form}
      layout="vertical"
      initialValues={companyFormValues(company, fallbackName)}
      onFinish={(values) => void onFinish(values)}
      scrollToFirstError
    >
      {merge.dialog}
      <Row gutter={16}>
        <Col xs={24} md={16}>
          <Form.Item
            name="name"
            label={t('name')}
            rules={[rules.requiredText, rules.maxLength(TEXT_LIMITS.name)]}
          >
            <Input />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="default_currency" label={t('currency')} rules={[rules.required]}>
            <Select options={currencies} showSearch />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="logo" label={t('logo')}>
        <MediaUpload accept={['image']} collection="logo" />
      </Form.Item>
      <ContactFields
        fields={[
          { name: 'email', label: t('email'), kind: 'email' },
          { name: 'phone', label: t('phone'), kind: 'phone' },
          { name: 'whatsapp', label: t('whatsapp'), kind: 'phone' },
        ]}
      />
      <TranslatableInput name="address" label={t('address')} maxLength={TEXT_LIMITS.short} />
      <Row gutter={16}>
        {SOCIAL_NETWORKS.map((network) => (
          <Col key={network} xs={24} md={12} xl={8}>
            <Form.Item
              name={['social', network]}
              label={t(`social.${network}`)}
              rules={[rules.url, rules.maxLength(TEXT_LIMITS.url)]}
            >
              <Input dir="ltr" inputMode="url" placeholder="https://" />
            </Form.Item>
          </Col>
        ))}
      </Row>
      <Form.Item
        name="require_arabic_to_publish"
        label={t('requireArabic')}
        extra={t('requireArabicHelp')}
        valuePropName="checked"
      >
        <Switch />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={saving}>
        {intl.formatMessage({ id: 'form.save' })}
      </Button>
    </Form>
  );
}
