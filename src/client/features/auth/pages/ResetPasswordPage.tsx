import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { accountMessages } from '../../../../shared/account/rules';
import { screenPath } from '../../../../shared/screens';
import { useResetPasswordMutation } from '../passwordResetApi';
import { AuthCard } from './AuthCard';
import { NewPasswordForm, type NewPasswordRules } from './NewPasswordForm';

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

/**
 * /reset-password#token=…: a new password and its confirmation; a spent or expired link says 'Invalid Link'.
 * The password rules belong to the profile feature: the router passes them in (app/pages/ResetPasswordRoute).
 */
export default function ResetPasswordPage(rules: NewPasswordRules) {
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
  const [state, setState] = useState<State>(TOKEN_SHAPE.test(token) ? 'form' : 'invalid');

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

  return (
    <NewPasswordForm
      {...rules}
      name="reset"
      submit={(values) => reset({ token, ...values }).unwrap()}
      loading={isLoading}
      invalidMessage={accountMessages.invalidLink}
      onInvalid={() => setState('invalid')}
      onDone={() => setState('done')}
    />
  );
}
