import { Button, Form } from 'antd';
import { useIntl } from 'react-intl';
import type { AuthUser } from '../../../../shared/auth/schemas';
import type { Media } from '../../../../shared/common/schemas';
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH } from '../../../../shared/common/constants';
import { useFieldRules } from '../../../components/forms/useFieldRules';
import { MediaUpload } from '../../../components/MediaUpload/MediaUpload';
import { useAppSelector } from '../../../app/hooks';
import { useUpdateProfileMutation } from '../profileApi';
import { useAccountSave } from './useAccountSave';
import { Input, Password } from '../../../components/antdInput';

interface Values {
  name: string;
  email: string;
  avatar: Media[];
  current_password?: string;
}

const sameEmail = (a: string | undefined, b: string | undefined) =>
  (a ?? '').trim().toLowerCase() === (b ?? '').trim().toLowerCase();

/** The login-shaped user carries the avatar's URL only; this tile stands for it until it is replaced. */
const CURRENT_AVATAR_ID = 0;
const currentAvatar = (url: string): Media => ({
  id: CURRENT_AVATAR_ID,
  uuid: '',
  collection_name: 'avatar',
  name: '',
  file_name: url.split('/').pop() ?? 'avatar',
  mime_type: 'image/webp',
  size: 0,
  width: null,
  height: null,
  order_column: 0,
  original_url: url,
  preview_url: null,
});

/**
 * Name, email and avatar; saving updates the header and the stored user at once (onSaved). A new email asks
 * for the current password: a session alone must not be able to move the account to another address.
 */
export function AccountForm({ onSaved }: { onSaved: (user: AuthUser) => void }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id: `profile.${id}` });
  const rules = useFieldRules();
  const user = useAppSelector((state) => state.auth.user);
  const [form] = Form.useForm<Values>();
  const [update] = useUpdateProfileMutation();
  const email = Form.useWatch('email', form);
  const emailChanges = user !== null && email !== undefined && !sameEmail(email, user.email);
  const { run, saving } = useAccountSave({
    form,
    aliases: { avatar_id: 'avatar' },
    successId: 'success.update',
    failureId: 'errors.update',
  });

  const onFinish = (values: Values) =>
    run(async () => {
      const avatar = values.avatar?.[0];
      const result = await update({
        name: values.name.trim(),
        email: values.email.trim(),
        // The untouched current avatar is left out, which keeps it.
        ...(avatar?.id === CURRENT_AVATAR_ID ? {} : { avatar_id: avatar?.id ?? null }),
        ...(emailChanges ? { current_password: values.current_password ?? '' } : {}),
      }).unwrap();
      form.setFieldValue('current_password', '');
      onSaved(result.data);
      return result;
    });

  return (
    <Form<Values>
      form={form}
      layout="vertical"
      className="profile-form"
      initialValues={{
        name: user?.name ?? '',
        email: user?.email ?? '',
        avatar: user?.photoUrl ? [currentAvatar(user.photoUrl)] : [],
      }}
      onFinish={(values) => void onFinish(values)}
    >
      <Form.Item name="avatar" label={t('avatar')}>
        <MediaUpload accept={['image']} collection="avatar" />
      </Form.Item>
      <Form.Item
        name="name"
        label={t('name')}
        rules={[rules.requiredText, rules.maxLength(NAME_MAX_LENGTH)]}
      >
        <Input autoComplete="name" />
      </Form.Item>
      <Form.Item
        name="email"
        label={t('email')}
        rules={[rules.requiredText, rules.email, rules.maxLength(EMAIL_MAX_LENGTH)]}
      >
        <Input dir="ltr" inputMode="email" autoComplete="email" />
      </Form.Item>
      {emailChanges && (
        <Form.Item
          name="current_password"
          label={t('password.current')}
          extra={t('emailPasswordHint')}
          rules={[rules.required]}
        >
          <Password dir="ltr" autoComplete="current-password" />
        </Form.Item>
      )}
      <Button type="primary" htmlType="submit" loading={saving}>
        {intl.formatMessage({ id: 'form.save' })}
      </Button>
    </Form>
  );
}
