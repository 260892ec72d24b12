import { useAppDispatch } from '../hooks';
import { userUpdated } from '../../features/auth/authSlice';
import { AppearanceSettings } from '../../features/settings/AppearanceSettings';
import ProfilePage from '../../features/profile/pages/ProfilePage';

/**
 * Features do not import each other: the profile page, the appearance settings and the session meet here.
 * A saved profile or company goes into the auth slice, which the header and sidebar brand read and the
 * session persistence stores (REALTY_ADMIN_USER).
 */
export default function ProfileRoute() {
  const dispatch = useAppDispatch();
  return (
    <ProfilePage
      appearance={<AppearanceSettings />}
      onUserChange={(user) => dispatch(userUpdated(user))}
    />
  );
}
