import { LockOutlined } from '@ant-design/icons';
import { Button, Input } from 'antd';
import { useState, type FormEvent } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { isApiErrorBody } from '../../../../shared/common/errors';
import { userMessages } from '../../../../shared/users/rules';
import { screenPath } from '../../../../shared/screens';
import { toast } from '../../../components/toast/toastStore';
import { errorMessageOf, translateServerMessage } from '../../../utils/serverMessage';
import { useAcceptInvitationMutation } from '../invitationApi';
import { AuthCard } from './AuthCard';
import { LoginField } from './LoginField';

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

interface NewPasswordErrors {
  password?: string;
  password_confirmation?: string;
}

interface Props {
  /** The new password's problems as message ids: the same checks as the profile's password change. */
  checkNewPassword: (password: string, confirmation: string) => NewPasswordErrors;
  /** The account routes' messages in the user's language. */
  translateMessage: (intl: IntlShape, message: string) => string;
}

/**
 * /accept-invitation#token=…: the invited user chooses a password, then logs in. The token rides in the
 * fragment, which the browser never sends to a server. A used, revoked or expired link says so.
 */
export default function AcceptInvitationPage({ checkNewPassword, translateMessage }: Props) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const location = useLocation();
  const navigate = useNavigate();
  const token = new URLSearchParams(location.hash.replace(/^#/, '')).get('token') ?? '';
  const [accept, { isLoading }] = useAcceptInvitationMutation();
  const [values, setValues] = useState({ password: '', password_confirmation: '' });
  const [errors, setErrors] = useState<NewPasswordErrors>({});
  const [invalid, setInvalid] = useState(!TOKEN_SHAPE.test(token));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!values.password || !values.password_confirmation) {
      setErrors({});
      toast.error(t('validation.fillAllFields'));
      return;
    }
    const found = checkNewPassword(values.password, values.password_confirmation);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      await accept({ token, ...values }).unwrap();
      toast.success(t('auth.invitation.accepted'));
      navigate(screenPath('login'), { replace: true });
    } catch (error) {
      const data = (error as { data?: unknown }).data;
      if (isApiErrorBody(data) && data.message === userMessages.invitationInvalid) {
        setInvalid(true);
        return;
      }
      if (isApiErrorBody(data) && data.errors) {
        const pick = (key: string) => {
          const message = data.errors?.[key]?.[0];
          return message && translateMessage(intl, message);
        };
        setErrors({
          password: pick('password'),
          password_confirmation: pick('password_confirmation'),
        });
      }
      const message = errorMessageOf(error);
      toast.error(message ? translateServerMessage(intl, message) : t('auth.invitation.failed'));
    }
  };

  if (invalid)
    return (
      <AuthCard titleId="auth.invitation.invalidTitle" subtitle={t('auth.invitation.invalidHint')}>
        <Link to={screenPath('login')}>{t('auth.backToLogin')}</Link>
      </AuthCard>
    );

  const field = (name: keyof typeof values, labelId: string) => (
    <LoginField id={`invitation-${name}`} label={t(labelId)} error={errors[name]}>
      {(a11y) => (
        <Input.Password
          {...a11y}
          prefix={<LockOutlined />}
          autoComplete="new-password"
          dir="ltr"
          value={values[name]}
          onChange={(event) => setValues({ ...values, [name]: event.target.value })}
        />
      )}
    </LoginField>
  );

  return (
    <AuthCard titleId="auth.invitation.title" subtitle={t('auth.invitation.subtitle')}>
      <form onSubmit={onSubmit} noValidate>
        {field('password', 'auth.invitation.password')}
        {field('password_confirmation', 'auth.invitation.confirmation')}
        <Button type="primary" htmlType="submit" block size="large" loading={isLoading}>
          {t('auth.invitation.submit')}
        </Button>
      </form>
    </AuthCard>
  );
}
