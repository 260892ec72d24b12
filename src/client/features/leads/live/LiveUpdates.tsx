/**
 * Mounts the live updates in the private layout (useLiveUpdates.ts) and shows their notices, whose antd
 * code loads only with the first one.
 */
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useLiveUpdates, type LiveUpdatesOptions } from './useLiveUpdates';

const LiveNotices = lazy(() => import(/* webpackChunkName: "live-notices" */ './LiveNotices'));

export function LiveUpdates({
  onConnectedChange,
  ...options
}: LiveUpdatesOptions & { onConnectedChange: (connected: boolean) => void }) {
  const { connected, notices, dismiss } = useLiveUpdates(options);
  const report = useRef(onConnectedChange);
  report.current = onConnectedChange;
  useEffect(() => report.current(connected), [connected]);
  // Notices stay mounted once the first came, so a shown one stays on screen while the queue empties.
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (notices.length > 0) setShown(true);
  }, [notices.length]);
  return shown || notices.length > 0 ? (
    <Suspense fallback={null}>
      <LiveNotices notices={notices} onShown={dismiss} />
    </Suspense>
  ) : null;
}
