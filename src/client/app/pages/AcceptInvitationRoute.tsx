import AcceptInvitationPage from '../../features/auth/pages/AcceptInvitationPage';
import { translateAccountMessage } from '../../features/profile/accountMessage';
import { newPasswordErrorIds } from '../../features/profile/passwordChecks';

/** /accept-invitation checks and words a new password as the profile's password change does. */
export default function AcceptInvitationRoute() {
  return (
    <AcceptInvitationPage
      checkNewPassword={newPasswordErrorIds}
      translateMessage={translateAccountMessage}
    />
  );
}
