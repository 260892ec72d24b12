import { adminPaths } from '../../../../shared/common/apiPaths';
import { Col, Form, Row } from 'antd';
import { Switch } from '../../../components/Switch';
import { LazySelect as Select } from '../../../components/LazySelect';
import { Input } from '../../../components/antdInput';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { TEAM_LANGUAGES } from '../../../../shared/content/rules';
import type { TeamMember } from '../../../../shared/content/teamMembers';
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
import { MediaUpload } from '../../../components/MediaUpload/MediaUpload';
import {
  TranslatableInput,
  TranslatableTextArea,
} from '../../../components/TranslatableInput/TranslatableInput';
import { useCreateTeamMemberMutation, useUpdateTeamMemberMutation } from '../teamMembersApi';
import {
  teamMemberErrorAliases,
  teamMemberFormValues,
  teamMemberInput,
  type TeamMemberFormValues,
} from '../teamMemberFormValues';

const BROKER_NUMBER = /^[A-Za-z0-9-]+$/;

/** Adds a team member, or edits `record`. */
export function TeamMemberForm({ record }: { record?: WithPublication<TeamMember> }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id: `team.form.${id}` });
  const rules = useFieldRules();
  const [form] = Form.useForm<TeamMemberFormValues>();
  const [create] = useCreateTeamMemberMutation();
  const [update] = useUpdateTeamMemberMutation();
  const draft = useDraftSave(
    record && { kind: 'team-members', id: record.id },
    record?.publication,
  );
  const { onFinish, onValuesChange, saving, dirtyRef, readOnly, mergeDialog } = useRecordForm({
    apiPath: adminPaths.teamMembers,
    form,
    isEdit: Boolean(record),
    listPath: screenPath('team'),
    aliases: teamMemberErrorAliases,
    save: (values, version) =>
      saveKeepingLiveFlag(teamMemberInput(values), version, record, draft, create, update),
    asDraft: draft.asDraft,
    versioned: record && {
      record,
      valuesOf: teamMemberFormValues,
      labelPrefixes: ['team.form'],
      presence: { resource: 'team-members', id: record.id },
    },
  });
  // Languages by their name in the interface language, so "Fr…" or "فر…" finds French.
  const languages = useMemo(
    () =>
      TEAM_LANGUAGES.map((code) => ({
        value: code,
        label: intl.formatMessage({ id: `languages.${code}` }),
      })),
    [intl],
  );

  return (
    <Form<TeamMemberFormValues>
      form={form}
      disabled={readOnly}
      layout="vertical"
      initialValues={teamMemberFormValues(record)}
      onValuesChange={onValuesChange}
      onFinish={onFinish}
      scrollToFirstError
    >
      <UnsavedChangesGuard dirtyRef={dirtyRef} />
      {mergeDialog}
      <TranslatableInput name="name" label={t('name')} required />
      <TranslatableInput name="position" label={t('position')} required />
      <Form.Item
        name="department"
        label={t('department')}
        rules={[rules.maxLength(TEXT_LIMITS.name)]}
      >
        <Input />
      </Form.Item>
      <Form.Item name="photo" label={t('photo')}>
        <MediaUpload accept={['image']} collection="photo" />
      </Form.Item>
      <TranslatableTextArea name="bio" label={t('bio')} />
      <ContactFields
        fields={[
          { name: 'email', label: t('email'), kind: 'email' },
          { name: 'phone', label: t('phone'), kind: 'phone' },
          { name: 'whatsapp', label: t('whatsapp'), kind: 'phone' },
        ]}
      />
      <Form.Item name="languages" label={t('languages')}>
        <Select mode="multiple" options={languages} showSearch={{ optionFilterProp: 'label' }} />
      </Form.Item>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item
            name="broker_number"
            label={t('brokerNumber')}
            extra={t('brokerNumberHint')}
            rules={[
              rules.maxLength(32),
              { pattern: BROKER_NUMBER, message: t('brokerNumberPattern') },
            ]}
          >
            <Input dir="ltr" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="linkedin_url" label={t('linkedin')} rules={[rules.url]}>
            <Input dir="ltr" inputMode="url" placeholder="https://www.linkedin.com/in/" />
          </Form.Item>
        </Col>
      </Row>
      {!record && (
        <Form.Item name="is_published" label={t('published')} valuePropName="checked">
          <Switch />
        </Form.Item>
      )}
      <FormActions
        saving={saving}
        listPath={screenPath('team')}
        readOnly={readOnly}
        asDraft={draft.asDraft}
      />
    </Form>
  );
}
