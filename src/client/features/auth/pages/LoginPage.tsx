import { LockOutlined, MailOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useEffect, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { LoginBody } from '../../../../shared/auth/schemas';
import { isApiErrorBody } from '../../../../shared/common/errors';
import { screenPath } from '../../../../shared/screens';
import { useAppSelector } from '../../../app/hooks';
import { toast } from '../../../components/toast/toastStore';
import { errorMessageOf, translateServerMessage } from '../../../utils/serverMessage';
import { useRemoveLoginShell } from '../../../utils/loginShell';
import { useFocusOnMount } from '../../../utils/useFocusOnMount';
import { useLoginMutation } from '../authApi';
import { selectSessionExpired } from '../authSlice';
import { validateLogin, type LoginErrors } from '../loginValidation';
import { LoginField } from './LoginField';
import { Input, Password } from '../../../components/antdInput';

/**
 * docs/product.md#login-and-logout: success shows the server's message and goes home, or back to the page an
 * expired session left (the router does); failure shows its message. After an expired session it says so. Two fields do not need antd's Form, which alone would cost /login ≈25 kB of its
 * 200 kB budget (docs/performance.md#browser-downloads).
 */
export default function LoginPage() {
  const intl = useIntl();
  useRemoveLoginShell();
  useFocusOnMount('login-email');
  const [login, { isLoading }] = useLoginMutation();
  const [values, setValues] = useState<LoginBody>({ email: '', password: '' });
  const [errors, setErrors] = useState<LoginErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const expired = useAppSelector(selectSessionExpired);
  const t = (id: string) => intl.formatMessage({ id });

  // From the current state, not this render's `values`: two changes before a render (a browser filling
  // both fields, a slow machine) would otherwise have the second put back the first field's old value.
  const change = (field: keyof LoginBody) => (value: string) =>
    setValues((current) => ({ ...current, [field]: value }));
  // Once submitted, the messages follow what is typed.
  useEffect(() => {
    if (submitted) setErrors(validateLogin(values));
  }, [submitted, values]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const found = validateLogin(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      const result = await login({
        email: values.email.trim(),
        password: values.password,
      }).unwrap();
      toast.success(translateServerMessage(intl, result.message));
    } catch (error) {
      const data = (error as { data?: unknown }).data;
      if (isApiErrorBody(data) && data.errors) {
        setErrors({ email: data.errors.email?.[0], password: data.errors.password?.[0] });
      }
      const message = errorMessageOf(error);
      toast.error(message ? translateServerMessage(intl, message) : t('auth.login.failed'));
    }
  };

  return (
    <section className="login-card" aria-labelledby="login-title">
      <div className="login-card__brand">
        <img className="login-card__logo" src="/logo.svg" alt="" />
        <strong>{t('app.name')}</strong>
      </div>
      <h1 id="login-title" className="login-card__title">
        {t('auth.login.title')}
      </h1>
      <p className="login-card__subtitle">{t('auth.login.subtitle')}</p>
      {expired && (
        <p className="login-card__notice" role="alert">
          {t('auth.login.sessionExpired')}
        </p>
      )}
      <form onSubmit={onSubmit} noValidate>
        <LoginField id="login-email" label={t('auth.login.email')} error={errors.email}>
          {(a11y) => (
            <Input
              {...a11y}
              prefix={<MailOutlined />}
              inputMode="email"
              autoComplete="username"
              dir="ltr"
              value={values.email}
              onChange={(event) => change('email')(event.target.value)}
            />
          )}
        </LoginField>
        <LoginField id="login-password" label={t('auth.login.password')} error={errors.password}>
          {(a11y) => (
            <Password
              {...a11y}
              prefix={<LockOutlined />}
              autoComplete="current-password"
              dir="ltr"
              value={values.password}
              onChange={(event) => change('password')(event.target.value)}
            />
          )}
        </LoginField>
        <p className="login-card__forgot">
          <Link to={screenPath('forgotPassword')}>{t('auth.login.forgot')}</Link>
        </p>
        <Button type="primary" htmlType="submit" block size="large" loading={isLoading}>
          {t('auth.login.submit')}
        </Button>
      </form>
    </section>
  );
}
