import { Suspense, useState } from 'react';
import { adminPaths } from '../../shared/common/apiPaths';
import { mayCall } from '../../shared/permissions';
import { useAppSelector } from '../app/hooks';
import { SkipLink } from '../components/SkipLink';
import { useMeQuery } from '../features/auth/authApi';
import { selectCurrentUser } from '../features/auth/authSlice';
import { LiveUpdates } from '../features/leads/live/LiveUpdates';
import { selectTheme } from '../features/settings/themeSlice';
import { lazyWithRetry } from '../utils/lazyWithRetry';
import { useWindowWidth } from '../utils/useWindowWidth';
import { HorizontalLayout } from './HorizontalLayout';
import { effectiveLayout } from './layoutRules';
import { useUnreadBadges } from './navigation/useUnreadBadges';
import { VerticalLayout } from './VerticalLayout';
import './layout.css';

// The customizer is off by default (docs/product.md#shell): its drawer and controls load only once it is
// switched on. It lives above the layout switch, so picking the other layout keeps it open.
const Customizer = lazyWithRetry(
  () => import(/* webpackChunkName: "customizer" */ './Customizer'),
  'customizer',
);

/** The private routes' layout: horizontal when chosen and the window is at least 1200 px wide, else vertical. */
export default function AppLayout() {
  const { layout, disableCustomizer } = useAppSelector(selectTheme);
  const width = useWindowWidth();
  // Refresh the stored user on entry: the header and brand follow profile and company changes made elsewhere.
  useMeQuery();
  const user = useAppSelector(selectCurrentUser);
  const token = useAppSelector((state) => state.auth.token);
  // Sales roles hear of their leads as they change (docs/product.md#live-updates), every role of who opens
  // the records it edits (docs/product.md#presence); the badges' polling slows down while that stream is
  // open, and is the fallback when it is not.
  const [live, setLive] = useState(false);
  const badges = useUnreadBadges(live);
  return (
    <>
      <SkipLink />
      <LiveUpdates
        enabled={!!user && mayCall(user.role_type, 'GET', adminPaths.events)}
        token={token}
        userId={user?.id ?? null}
        onConnectedChange={setLive}
      />
      {effectiveLayout(layout, width) === 'horizontal' ? (
        <HorizontalLayout badges={badges} />
      ) : (
        <VerticalLayout badges={badges} />
      )}
      {!disableCustomizer && (
        <Suspense fallback={null}>
          <Customizer />
        </Suspense>
      )}
    </>
  );
}
