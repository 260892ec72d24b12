import { Form } from 'antd';
import { Input } from '../../../../components/antdInput';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { DeveloperSelect, type DeveloperOption } from '../DeveloperSelect';
import { useFieldRules } from '../../../../components/forms/useFieldRules';
import {
  TranslatableInput,
  TranslatableTextArea,
} from '../../../../components/TranslatableInput/TranslatableInput';
import { screenPath } from '../../../../../shared/screens';

/** Name, slug, developer and the texts that present the project. */
export function ProjectBasicsSection({ developer }: { developer?: DeveloperOption | null }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id: `projects.form.${id}` });
  const rules = useFieldRules();
  const developerId = Form.useWatch<number | null>('developer_id');
  return (
    <>
      <TranslatableInput name="name" label={t('name')} required />
      <Form.Item name="slug" label={t('slug')} rules={rules.slug} extra={t('slugHint')}>
        <Input dir="ltr" />
      </Form.Item>
      <Form.Item
        name="developer_id"
        label={t('developer')}
        rules={[rules.required]}
        extra={
          developerId ? (
            <Link to={screenPath('developer', { id: developerId })}>{t('viewDeveloper')}</Link>
          ) : undefined
        }
      >
        <DeveloperSelect selected={developer} />
      </Form.Item>
      <TranslatableTextArea name="summary" label={t('summary')} maxLength={1_000} />
      <TranslatableTextArea name="description" label={t('description')} />
    </>
  );
}
