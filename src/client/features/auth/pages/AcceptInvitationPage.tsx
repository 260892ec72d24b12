import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { userMessages } from '../../../../shared/users/rules';
import { screenPath } from '../../../../shared/screens';
import { toast } from '../../../components/toast/toastStore';
import { useAcceptInvitationMutation } from '../invitationApi';
import { AuthCard } from './AuthCard';
import { NewPasswordForm, type NewPasswordRules } from './NewPasswordForm';

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/**
 * /accept-invitation#token=…: the invited user chooses a password, then logs in. The token rides in the
 * fragment, which the browser never sends to a server. A used, revoked or expired link says so.
 */
export default function AcceptInvitationPage(rules: NewPasswordRules) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const location = useLocation();
  const navigate = useNavigate();
  const token = new URLSearchParams(location.hash.replace(/^#/, '')).get('token') ?? '';
  const [accept, { isLoading }] = useAcceptInvitationMutation();
  const [invalid, setInvalid] = useState(!TOKEN_SHAPE.test(token));

  if (invalid)
    return (
      <AuthCard titleId="auth.invitation.invalidTitle" subtitle={t('auth.invitation.invalidHint')}>
        <Link to={screenPath('login')}>{t('auth.backToLogin')}</Link>
      </AuthCard>
    );

  return (
    <NewPasswordForm
      {...rules}
      name="invitation"
      submit={(values) => accept({ token, ...values }).unwrap()}
      loading={isLoading}
      invalidMessage={userMessages.invitationInvalid}
      onInvalid={() => setInvalid(true)}
      onDone={() => {
        toast.success(t('auth.invitation.accepted'));
        navigate(screenPath('login'), { replace: true });
      }}
    />
  );
}
