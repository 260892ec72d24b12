import { Col, Form, Row, Tabs } from 'antd';
import { Switch } from '../../../components/Switch';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { Locale } from '../../../../shared/common/constants';
import type { SeoPage } from '../../../../shared/seo/schemas';
import type { SeoPageKey } from '../../../../shared/seo/rules';
import { screenPath } from '../../../../shared/screens';
import { TEXT_LIMITS } from '../../../../shared/common/translatable';
import { FormActions } from '../../../components/forms/FormActions';
import { UnsavedChangesGuard } from '../../../components/forms/UnsavedChangesGuard';
import { useFieldRules } from '../../../components/forms/useFieldRules';
import { useRecordForm } from '../../../components/forms/useRecordForm';
import type { WithPublication } from '../../../components/publication/publicationApi';
import { useDraftSave } from '../../../components/publication/publicationRecord';
import { MediaUpload } from '../../../components/MediaUpload/MediaUpload';
import { fieldPathOf } from '../../../utils/formErrors';
import { useUpdateSeoPageMutation } from '../seoApi';
import { seoErrorAliases, seoFormValues, seoInput, type SeoFormValues } from '../seoFormValues';
import { SeoPreviews } from './SeoPreviews';
import { SeoTextFields } from './SeoTextFields';
import './seo.css';
import { Input } from '../../../components/antdInput';

const LANGS: Locale[] = ['en', 'ar'];

/** The language of a field path such as ['title', 'ar'], if it is a translatable text's. */
const langOf = (name: readonly (string | number)[]): Locale | undefined =>
  LANGS.find((lang) => name[1] === lang);

/** The first language with a field error in a 422 answer, so its tab can be shown. */
function serverErrorLang(error: unknown): Locale | undefined {
  const errors = (error as { data?: { errors?: Record<string, unknown> } } | null)?.data?.errors;
  for (const key of Object.keys(errors ?? {})) {
    const lang = langOf(fieldPathOf(key));
    if (lang) return lang;
  }
  return undefined;
}

/**
 * One page's metadata: the texts of each language in its tab, the shared image, URL and robots switches,
 * and beside them the previews of the language whose tab is open.
 */
export function SeoForm({ page, record }: { page: SeoPageKey; record: WithPublication<SeoPage> }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id: `seo.form.${id}` });
  const rules = useFieldRules();
  const [form] = Form.useForm<SeoFormValues>();
  const [lang, setLang] = useState<Locale>(intl.locale === 'ar' ? 'ar' : 'en');
  const [update] = useUpdateSeoPageMutation();
  // A page is always public: its changes go to its draft until published (docs/product.md#publishing).
  const draft = useDraftSave({ kind: 'meta', id: page }, record.publication);
  const { onFinish, onValuesChange, saving, dirtyRef, mergeDialog } = useRecordForm({
    form,
    isEdit: true,
    listPath: screenPath('seo'),
    aliases: seoErrorAliases,
    save: async (values, version) => {
      try {
        const body = seoInput(values);
        return await (draft.asDraft
          ? draft.save(body, version)
          : update({ page, body, version }).unwrap());
      } catch (error) {
        // An error on a field of the hidden language's tab would go unseen.
        const errorLang = serverErrorLang(error);
        if (errorLang) setLang(errorLang);
        throw error;
      }
    },
    asDraft: draft.asDraft,
    versioned: {
      record,
      valuesOf: seoFormValues,
      labelPrefixes: ['seo.form'],
      presence: { resource: 'meta', id: page },
    },
  });

  return (
    <Form<SeoFormValues>
      form={form}
      layout="vertical"
      initialValues={seoFormValues(record)}
      onValuesChange={onValuesChange}
      onFinish={onFinish}
      onFinishFailed={({ errorFields }) => {
        const errorLang = errorFields.map((field) => langOf(field.name)).find(Boolean);
        if (errorLang) setLang(errorLang);
      }}
      scrollToFirstError
    >
      <UnsavedChangesGuard dirtyRef={dirtyRef} />
      {mergeDialog}
      <Row gutter={[24, 16]}>
        <Col xs={24} xl={14}>
          <Tabs
            activeKey={lang}
            onChange={(key) => setLang(key as Locale)}
            items={LANGS.map((key) => ({
              key,
              label: intl.formatMessage({ id: `language.${key}` }),
              // Both languages stay mounted, so every field validates and keeps its value.
              forceRender: true,
              children: <SeoTextFields lang={key} />,
            }))}
          />
          <Form.Item name="og_image" label={t('ogImage')} extra={t('ogImageHint')}>
            <MediaUpload accept={['image']} collection="og_image" />
          </Form.Item>
          <Form.Item
            name="canonical_url"
            label={t('canonical')}
            extra={t('canonicalHint')}
            rules={[rules.url, rules.maxLength(TEXT_LIMITS.url)]}
          >
            <Input dir="ltr" inputMode="url" placeholder="https://" />
          </Form.Item>
          <Row gutter={16}>
            <Col xs={24} md={12}>
              <Form.Item name="robots_index" label={t('robotsIndex')} valuePropName="checked">
                <Switch />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item name="robots_follow" label={t('robotsFollow')} valuePropName="checked">
                <Switch />
              </Form.Item>
            </Col>
          </Row>
        </Col>
        <Col xs={24} xl={10}>
          <section className="seo-form__previews" aria-label={t('previews')}>
            <SeoPreviews page={page} lang={lang} />
          </section>
        </Col>
      </Row>
      <FormActions saving={saving} listPath={screenPath('seo')} asDraft={draft.asDraft} />
    </Form>
  );
}
