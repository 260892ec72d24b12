import type { ReactNode } from 'react';
import { Button, Checkbox, Descriptions, Form, Popconfirm, Space } from 'antd';
import { FormattedDate, useIntl } from 'react-intl';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { NAME_MAX_LENGTH, type Role } from '../../../../shared/common/constants';
import { LEAD_KINDS, type LeadKind } from '../../../../shared/leads/rules';
import { can } from '../../../../shared/permissions';
import type { User } from '../../../../shared/users/schemas';
import { screenPath } from '../../../../shared/screens';
import { useAppSelector } from '../../../app/hooks';
import { HistoryButton } from '../../../components/History/HistoryButton';
import { Panel } from '../../../components/Panel';
import {
  RecordLoader,
  RecordNotFound,
  isNotFound,
  parseRecordId,
} from '../../../components/forms/RecordLoader';
import { useFieldRules } from '../../../components/forms/useFieldRules';
import { toast } from '../../../components/toast/toastStore';
import { errorMessageOf } from '../../../utils/serverMessage';
import { RoleSelect } from '../components/RoleSelect';
import { StatusTag } from '../components/UserTags';
import { translateUserMessage } from '../userMessage';
import { useUserForm } from '../useUserForm';
import {
  useGetUserQuery,
  useResendInvitationMutation,
  useRevokeInvitationMutation,
  useUpdateUserMutation,
} from '../usersApi';
import '../../../components/forms/recordForm.css';
import { Input } from '../../../components/antdInput';

interface Values {
  name: string;
  role: Role;
  lead_kinds: LeadKind[];
}

/** Every kind ticked is stored as null: every kind, including any added later. */
const storedKinds = (kinds: LeadKind[]) =>
  LEAD_KINDS.every((kind) => kinds.includes(kind))
    ? null
    : LEAD_KINDS.filter((kind) => kinds.includes(kind));

const when = (value: string | null, never: string) =>
  value ? <FormattedDate value={value} dateStyle="medium" timeStyle="short" /> : never;

/** Name and role; one's own role is shown but cannot be changed (docs/product.md#users). */
function UserForm({ user, own }: { user: User; own: boolean }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const rules = useFieldRules();
  const [form] = Form.useForm<Values>();
  const [update] = useUpdateUserMutation();
  const role = Form.useWatch('role', form) ?? user.role;
  const { onFinish, saving } = useUserForm(form, ['name', 'role', 'lead_kinds'], (values) =>
    update({
      id: user.id,
      body: {
        name: values.name.trim(),
        ...(!own && { role: values.role }),
        ...(can(values.role, 'reachesOwnLeadsOnly') && {
          lead_kinds: storedKinds(values.lead_kinds ?? []),
        }),
      },
    }).unwrap(),
  );
  return (
    <Form<Values>
      form={form}
      layout="vertical"
      initialValues={{
        name: user.name,
        role: user.role,
        lead_kinds: user.lead_kinds ?? [...LEAD_KINDS],
      }}
      onFinish={onFinish}
    >
      <Form.Item
        name="name"
        label={t('users.field.name')}
        rules={[rules.requiredText, rules.maxLength(NAME_MAX_LENGTH)]}
      >
        <Input />
      </Form.Item>
      <Form.Item
        name="role"
        label={t('users.field.role')}
        extra={own ? <span role="note">{t('users.detail.ownRole')}</span> : undefined}
      >
        <RoleSelect disabled={own} />
      </Form.Item>
      {can(role, 'reachesOwnLeadsOnly') && (
        <Form.Item
          name="lead_kinds"
          label={t('users.field.leadKinds')}
          extra={t('users.field.leadKindsHint')}
        >
          <Checkbox.Group
            options={LEAD_KINDS.map((kind) => ({ value: kind, label: t(`leads.kind.${kind}`) }))}
          />
        </Form.Item>
      )}
      <Form.Item label={t('users.field.email')}>
        <span dir="ltr">{user.email}</span>
      </Form.Item>
      <Space className="record-form__actions">
        <Button type="primary" htmlType="submit" loading={saving}>
          {t('form.save')}
        </Button>
        <Link to={screenPath('users')}>{t('form.backToList')}</Link>
      </Space>
    </Form>
  );
}

/** Status and what can be done about it: resend or revoke an invitation, deactivate or reactivate. */
function UserStatusPanel({ user, own }: { user: User; own: boolean }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const navigate = useNavigate();
  const [update, updating] = useUpdateUserMutation();
  const [resend, resending] = useResendInvitationMutation();
  const [revoke, revoking] = useRevokeInvitationMutation();
  const run = async (action: () => Promise<{ message?: string }>, after?: () => void) => {
    try {
      const answer = await action();
      if (answer.message) toast.success(translateUserMessage(intl, answer.message));
      after?.();
    } catch (error) {
      const message = errorMessageOf(error);
      toast.error(message ? translateUserMessage(intl, message) : t('errors.update'), error);
    }
  };
  const confirm = (id: string, onConfirm: () => void, button: ReactNode) => (
    <Popconfirm
      title={t(`users.confirm.${id}`)}
      okText={t('common.yes')}
      cancelText={t('common.no')}
      onConfirm={onConfirm}
    >
      {button}
    </Popconfirm>
  );

  return (
    <Panel title={<h2 className="record-form__title">{t('users.detail.status')}</h2>}>
      <Descriptions column={1} size="small">
        <Descriptions.Item label={t('list.column.status')}>
          <StatusTag status={user.status} />
        </Descriptions.Item>
        <Descriptions.Item label={t('users.list.lastLogin')}>
          {when(user.last_login_at, t('users.list.never'))}
        </Descriptions.Item>
        {user.status === 'invited' && (
          <Descriptions.Item label={t('users.detail.invitationExpires')}>
            {when(user.invitation_expires_at, t('users.detail.invitationExpired'))}
          </Descriptions.Item>
        )}
      </Descriptions>
      <Space wrap>
        {user.status === 'invited' && (
          <>
            <Button
              loading={resending.isLoading}
              onClick={() => void run(() => resend(user.id).unwrap())}
            >
              {t('users.action.resend')}
            </Button>
            {confirm(
              'revoke',
              () =>
                void run(
                  () => revoke(user.id).unwrap(),
                  () => navigate(screenPath('users')),
                ),
              <Button danger loading={revoking.isLoading}>
                {t('users.action.revoke')}
              </Button>,
            )}
          </>
        )}
        {user.status === 'active' &&
          (own ? (
            <span role="note">{t('users.detail.ownAccount')}</span>
          ) : (
            confirm(
              'deactivate',
              () => void run(() => update({ id: user.id, body: { active: false } }).unwrap()),
              <Button danger loading={updating.isLoading}>
                {t('users.action.deactivate')}
              </Button>,
            )
          ))}
        {user.status === 'deactivated' &&
          confirm(
            'reactivate',
            () => void run(() => update({ id: user.id, body: { active: true } }).unwrap()),
            <Button loading={updating.isLoading}>{t('users.action.reactivate')}</Button>,
          )}
      </Space>
    </Panel>
  );
}

/** /users/:id: one account (docs/product.md#users). */
export default function UserPage() {
  const intl = useIntl();
  const id = parseRecordId(useParams().id);
  const query = useGetUserQuery(typeof id === 'number' ? id : 0, { skip: typeof id !== 'number' });
  const me = useAppSelector((state) => state.auth.user?.id);
  if (typeof id !== 'number' || isNotFound(query.error)) return <RecordNotFound />;
  const user = query.data?.data;
  return (
    <div className="user-page">
      <Panel
        title={
          <h1 className="record-form__title">
            {user?.name ?? intl.formatMessage({ id: 'users.detail.title' })}
          </h1>
        }
        extra={<HistoryButton entity="user" id={id} />}
      >
        <RecordLoader isLoading={query.isLoading} error={query.error} onRetry={query.refetch}>
          {user && (
            <UserForm
              key={`${user.id}-${user.role}-${user.name}`}
              user={user}
              own={user.id === me}
            />
          )}
        </RecordLoader>
      </Panel>
      {user && <UserStatusPanel user={user} own={user.id === me} />}
    </div>
  );
}
