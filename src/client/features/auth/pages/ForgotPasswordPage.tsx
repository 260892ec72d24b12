import { MailOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { screenPath } from '../../../../shared/screens';
import { toast } from '../../../components/toast/toastStore';
import { errorMessageOf, translateServerMessage } from '../../../utils/serverMessage';
import { useFocusOnMount } from '../../../utils/useFocusOnMount';
import { validateLogin } from '../loginValidation';
import { useForgotPasswordMutation } from '../passwordResetApi';
import { AuthCard } from './AuthCard';
import { LoginField } from './LoginField';
import { Input } from '../../../components/antdInput';

/**
 * /forgot-password: asks for the email. The confirmation is the same whether or not an account exists (the
 * server answers the same), so the page never tells which addresses have accounts.
 */
export default function ForgotPasswordPage() {
  const intl = useIntl();
  useFocusOnMount('forgot-email');
  const t = (id: string) => intl.formatMessage({ id });
  const [forgot, { isLoading }] = useForgotPasswordMutation();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();
  const [sent, setSent] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateLogin({ email, password: '-' }).email;
    setError(found);
    if (found) return;
    try {
      await forgot({ email: email.trim() }).unwrap();
      setSent(true);
    } catch (err) {
      const message = errorMessageOf(err);
      toast.error(message ? translateServerMessage(intl, message) : t('auth.forgot.failed'), err);
    }
  };

  if (sent)
    return (
      <AuthCard titleId="auth.forgot.sentTitle">
        <p role="status">{t('auth.forgot.sent')}</p>
        <Link to={screenPath('login')}>{t('auth.backToLogin')}</Link>
      </AuthCard>
    );

  return (
    <AuthCard titleId="auth.forgot.title" subtitle={t('auth.forgot.subtitle')}>
      <form onSubmit={onSubmit} noValidate>
        <LoginField id="forgot-email" label={t('auth.login.email')} error={error}>
          {(a11y) => (
            <Input
              {...a11y}
              prefix={<MailOutlined />}
              inputMode="email"
              autoComplete="username"
              dir="ltr"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
          )}
        </LoginField>
        <Button type="primary" htmlType="submit" block size="large" loading={isLoading}>
          {t('auth.forgot.submit')}
        </Button>
      </form>
      <p className="auth-card__footer">
        <Link to={screenPath('login')}>{t('auth.backToLogin')}</Link>
      </p>
    </AuthCard>
  );
}
