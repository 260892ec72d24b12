import { LockOutlined } from '@ant-design/icons';
import { Button, Input } from 'antd';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router-dom';
import { accountMessages } from '../../../../shared/accountRules';
import { isApiErrorBody } from '../../../../shared/errors';
import { toast } from '../../../components/toast/toastStore';
import { translateAccountMessage } from '../../../utils/accountMessage';
import { newPasswordErrorIds, type NewPasswordErrors } from '../../../utils/passwordChecks';
import { errorMessageOf, translateServerMessage } from '../../../utils/serverMessage';
import { useResetPasswordMutation } from '../passwordResetApi';
import { AuthCard } from './AuthCard';
import { LoginField } from './LoginField';

type State = 'form' | 'done' | 'invalid';
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/** /reset-password?token=…: a new password and its confirmation; a spent or expired link says 'Invalid Link'. */
export default function ResetPasswordPage() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const token = useSearchParams()[0].get('token') ?? '';
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
    const found = newPasswordErrorIds(values.password, values.password_confirmation);
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
          return message && translateAccountMessage(intl, message);
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
        <Link to="/forgot-password">{t('auth.reset.askAgain')}</Link>
      </AuthCard>
    );
  if (state === 'done')
    return (
      <AuthCard titleId="auth.reset.doneTitle">
        <p role="status">{t('auth.reset.done')}</p>
        <Link to="/login">{t('auth.backToLogin')}</Link>
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
