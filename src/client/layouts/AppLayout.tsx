import { useAppSelector } from '../app/hooks';
import { useMeQuery } from '../features/auth/authApi';
import { selectTheme } from '../features/settings/themeSlice';
import { useWindowWidth } from '../utils/useWindowWidth';
import { HorizontalLayout } from './HorizontalLayout';
import { effectiveLayout } from './layoutRules';
import { useUnreadBadges } from './navigation/useUnreadBadges';
import { VerticalLayout } from './VerticalLayout';
import './layout.css';

/** The private routes' layout: horizontal when chosen and the window is at least 1200 px wide, else vertical. */
export default function AppLayout() {
  const { layout } = useAppSelector(selectTheme);
  const width = useWindowWidth();
  // Refresh the stored user on entry: the header and brand follow profile and company changes made elsewhere.
  useMeQuery();
  const badges = useUnreadBadges();
  return effectiveLayout(layout, width) === 'horizontal' ? (
    <HorizontalLayout badges={badges} />
  ) : (
    <VerticalLayout badges={badges} />
  );
}
