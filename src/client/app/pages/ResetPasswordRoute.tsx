import ResetPasswordPage from '../../features/auth/pages/ResetPasswordPage';
import { translateAccountMessage } from '../../features/profile/accountMessage';
import { newPasswordErrorIds } from '../../features/profile/passwordChecks';

/** /reset-password checks and words a new password as the profile's password change does. */
export default function ResetPasswordRoute() {
  return (
    <ResetPasswordPage
      checkNewPassword={newPasswordErrorIds}
      translateMessage={translateAccountMessage}
    />
  );
}
