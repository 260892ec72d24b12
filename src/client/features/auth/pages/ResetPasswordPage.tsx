import { LockOutlined } from '@ant-design/icons';
import { Button, Input } from 'antd';
import { useEffect, useState, type FormEvent } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { accountMessages } from '../../../../shared/account/rules';
import { isApiErrorBody } from '../../../../shared/common/errors';
import { screenPath } from '../../../../shared/screens';
import { toast } from '../../../components/toast/toastStore';
import { errorMessageOf, translateServerMessage } from '../../../utils/serverMessage';
import { useResetPasswordMutation } from '../passwordResetApi';
import { AuthCard } from './AuthCard';
import { LoginField } from './LoginField';

type State = 'form' | 'done' | 'invalid';
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/**
 * The link's token: in the fragment (`#token=…`), which the browser never sends to a server, or in the query
 * of a link mailed before that (`?token=…`).
 */
function tokenOf(location: { search: string; hash: string }): string {
  return (
    new URLSearchParams(location.hash.replace(/^#/, '')).get('token') ??
    new URLSearchParams(location.search).get('token') ??
    ''
  );
}

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
 * /reset-password#token=…: a new password and its confirmation; a spent or expired link says 'Invalid Link'.
 * The password rules belong to the profile feature: the router passes them in (app/pages/ResetPasswordRoute).
 */
export default function ResetPasswordPage({ checkNewPassword, translateMessage }: Props) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const location = useLocation();
  const navigate = useNavigate();
  const token = tokenOf(location);
  // An old link's token moves from the query to the fragment, so a reload does not send it again.
  const inQuery = new URLSearchParams(location.search).has('token');
  useEffect(() => {
    if (inQuery)
      navigate({ pathname: location.pathname, hash: `token=${token}` }, { replace: true });
  }, [inQuery, location.pathname, navigate, token]);
  const [reset, { isLoading }] = useResetPasswordMutation();
  const [values, setValues] = useState({ password: '', password_confirmation: '' });
  const [errors, setErrors] = useState<NewPasswordErrors>({});
  const [state, setState] = useState<State>(TOKEN_SHAPE.test(token) ? 'form' : 'invalid');

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
      await reset({ token, ...values }).unwrap();
      setState('done');
    } catch (error) {
      const data = (error as { data?: unknown }).data;
      if (isApiErrorBody(data) && data.message === accountMessages.invalidLink) {
        setState('invalid');
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
      toast.error(message ? translateServerMessage(intl, message) : t('auth.reset.failed'));
    }
  };

  if (state === 'invalid')
    return (
      <AuthCard titleId="validation.invalidLink" subtitle={t('auth.reset.invalidHint')}>
        <Link to={screenPath('forgotPassword')}>{t('auth.reset.askAgain')}</Link>
      </AuthCard>
    );
  if (state === 'done')
    return (
      <AuthCard titleId="auth.reset.doneTitle">
        <p role="status">{t('auth.reset.done')}</p>
        <Link to={screenPath('login')}>{t('auth.backToLogin')}</Link>
      </AuthCard>
    );

  const field = (name: keyof typeof values, labelId: string) => (
    <LoginField id={`reset-${name}`} label={t(labelId)} error={errors[name]}>
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
    <AuthCard titleId="auth.reset.title" subtitle={t('auth.reset.subtitle')}>
      <form onSubmit={onSubmit} noValidate>
        {field('password', 'auth.reset.password')}
        {field('password_confirmation', 'auth.reset.confirmation')}
        <Button type="primary" htmlType="submit" block size="large" loading={isLoading}>
          {t('auth.reset.submit')}
        </Button>
      </form>
    </AuthCard>
  );
}
