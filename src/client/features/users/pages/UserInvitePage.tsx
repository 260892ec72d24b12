import { Button, Form, Space } from 'antd';
import { useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router-dom';
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH, type Role } from '../../../../shared/common/constants';
import { screenPath } from '../../../../shared/screens';
import { FIRST_OFFERED_ROLE } from '../../../../shared/users/rules';
import { Panel } from '../../../components/Panel';
import { useFieldRules } from '../../../components/forms/useFieldRules';
import { RoleSelect } from '../components/RoleSelect';
import { useUserForm } from '../useUserForm';
import { useInviteUserMutation } from '../usersApi';
import '../../../components/forms/recordForm.css';
import { Input } from '../../../components/antdInput';

interface Values {
  name: string;
  email: string;
  role: Role;
}

/** /users/add: invite someone by e-mail; the account waits, invited, until its link is accepted. */
export default function UserInvitePage() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const rules = useFieldRules();
  const navigate = useNavigate();
  const [form] = Form.useForm<Values>();
  const [invite] = useInviteUserMutation();
  const { onFinish, saving } = useUserForm(form, ['name', 'email', 'role'], async (values) => {
    const answer = await invite({
      ...values,
      name: values.name.trim(),
      email: values.email.trim(),
      // The mail goes out in the language the inviter is using.
      locale: intl.locale === 'ar' ? 'ar' : 'en',
    }).unwrap();
    navigate(screenPath('user', { id: answer.data.id }));
    return answer;
  });

  return (
    <Panel title={<h1 className="record-form__title">{t('users.invite.title')}</h1>}>
      <p>{t('users.invite.description')}</p>
      <Form<Values>
        form={form}
        layout="vertical"
        initialValues={{ role: FIRST_OFFERED_ROLE }}
        onFinish={onFinish}
      >
        <Form.Item
          name="name"
          label={t('users.field.name')}
          rules={[rules.requiredText, rules.maxLength(NAME_MAX_LENGTH)]}
        >
          <Input autoComplete="off" />
        </Form.Item>
        <Form.Item
          name="email"
          label={t('users.field.email')}
          rules={[rules.requiredText, rules.email, rules.maxLength(EMAIL_MAX_LENGTH)]}
        >
          <Input dir="ltr" autoComplete="off" />
        </Form.Item>
        <Form.Item name="role" label={t('users.field.role')} rules={[rules.required]}>
          <RoleSelect />
        </Form.Item>
        <Space className="record-form__actions">
          <Button type="primary" htmlType="submit" loading={saving}>
            {t('users.invite.submit')}
          </Button>
          <Link to={screenPath('users')}>{t('form.backToList')}</Link>
        </Space>
      </Form>
    </Panel>
  );
}
