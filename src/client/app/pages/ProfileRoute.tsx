import { AppearanceSettings } from '../../features/settings/AppearanceSettings';
import ProfilePage from '../../features/profile/pages/ProfilePage';

/** Features do not import each other: the profile page and the appearance settings meet here. */
export default function ProfileRoute() {
  return <ProfilePage appearance={<AppearanceSettings />} />;
}
