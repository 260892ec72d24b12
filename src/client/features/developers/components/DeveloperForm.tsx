import { adminPaths } from '../../../../shared/common/apiPaths';
import { Col, Form, Row } from 'antd';
import { Switch } from '../../../components/Switch';
import { Input } from '../../../components/antdInput';
import { useIntl } from 'react-intl';
import { MIN_ESTABLISHED_YEAR } from '../../../../shared/content/rules';
import type { Developer } from '../../../../shared/content/developers';
import { TEXT_LIMITS } from '../../../../shared/common/translatable';
import { screenPath } from '../../../../shared/screens';
import { ContactFields } from '../../../components/forms/ContactFields';
import { FormActions } from '../../../components/forms/FormActions';
import { UnsavedChangesGuard } from '../../../components/forms/UnsavedChangesGuard';
import { useFieldRules } from '../../../components/forms/useFieldRules';
import { useRecordForm } from '../../../components/forms/useRecordForm';
import type { WithPublication } from '../../../components/publication/publicationApi';
import {
  saveKeepingLiveFlag,
  useDraftSave,
} from '../../../components/publication/publicationRecord';
import { useSlugFromName } from '../../../components/forms/useSlugFromName';
import { MediaUpload } from '../../../components/MediaUpload/MediaUpload';
import {
  TranslatableInput,
  TranslatableTextArea,
} from '../../../components/TranslatableInput/TranslatableInput';
import { useCreateDeveloperMutation, useUpdateDeveloperMutation } from '../developersApi';
import {
  developerErrorAliases,
  developerFormValues,
  developerInput,
  type DeveloperFormValues,
} from '../developerFormValues';
import { NumberInput } from '../../../components/forms/NumberInput';

/** Adds a developer, or edits `record`. */
export function DeveloperForm({ record }: { record?: WithPublication<Developer> }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id: `developers.form.${id}` });
  const rules = useFieldRules();
  const [form] = Form.useForm<DeveloperFormValues>();
  const [create] = useCreateDeveloperMutation();
  const [update] = useUpdateDeveloperMutation();
  const followName = useSlugFromName(form, Boolean(record));
  const draft = useDraftSave(record && { kind: 'developers', id: record.id }, record?.publication);
  const { onFinish, onValuesChange, saving, dirtyRef, readOnly, mergeDialog } = useRecordForm({
    apiPath: adminPaths.developers,
    form,
    isEdit: Boolean(record),
    listPath: screenPath('developers'),
    aliases: developerErrorAliases,
    save: (values, version) =>
      saveKeepingLiveFlag(developerInput(values), version, record, draft, create, update),
    asDraft: draft.asDraft,
    versioned: record && {
      record,
      valuesOf: developerFormValues,
      labelPrefixes: ['developers.form'],
      presence: { resource: 'developers', id: record.id },
    },
  });
  const thisYear = new Date().getFullYear();

  return (
    <Form<DeveloperFormValues>
      form={form}
      disabled={readOnly}
      layout="vertical"
      initialValues={developerFormValues(record)}
      onValuesChange={(changed) => {
        onValuesChange();
        followName(changed);
      }}
      onFinish={onFinish}
      scrollToFirstError
    >
      <UnsavedChangesGuard dirtyRef={dirtyRef} />
      {mergeDialog}
      <TranslatableInput name="name" label={t('name')} required />
      <Form.Item name="slug" label={t('slug')} rules={rules.slug} extra={t('slugHint')}>
        <Input dir="ltr" />
      </Form.Item>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="logo" label={t('logo')}>
            <MediaUpload accept={['image']} collection="logo" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="cover" label={t('cover')}>
            <MediaUpload accept={['image']} collection="cover" />
          </Form.Item>
        </Col>
      </Row>
      <TranslatableTextArea name="description" label={t('description')} />
      <ContactFields
        fields={[
          { name: 'website_url', label: t('website'), kind: 'url' },
          { name: 'email', label: t('email'), kind: 'email' },
          { name: 'phone', label: t('phone'), kind: 'phone' },
        ]}
      />
      <Form.Item
        name="established_year"
        label={t('established')}
        rules={[rules.between(MIN_ESTABLISHED_YEAR, thisYear)]}
      >
        <NumberInput precision={0} />
      </Form.Item>
      <TranslatableInput
        name="headquarters"
        label={t('headquarters')}
        maxLength={TEXT_LIMITS.short}
      />
      <Row gutter={16}>
        <Col>
          <Form.Item name="is_featured" label={t('featured')} valuePropName="checked">
            <Switch />
          </Form.Item>
        </Col>
        {!record && (
          <Col>
            <Form.Item name="is_published" label={t('published')} valuePropName="checked">
              <Switch />
            </Form.Item>
          </Col>
        )}
      </Row>
      <FormActions
        saving={saving}
        listPath={screenPath('developers')}
        readOnly={readOnly}
        asDraft={draft.asDraft}
      />
    </Form>
  );
}
