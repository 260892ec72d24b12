import { Suspense, useCallback, useContext, useEffect, useState, type RefObject } from 'react';
import {
  UNSAFE_DataRouterContext as DataRouterContext,
  UNSAFE_NavigationContext as NavigationContext,
  useBlocker,
  type BlockerFunction,
} from 'react-router-dom';
import { lazyWithRetry } from '../../utils/lazyWithRetry';

const LeaveDialog = lazyWithRetry(
  () => import(/* webpackChunkName: "leave-dialog" */ './LeaveDialog'),
  'leave-dialog',
);

interface Props {
  /** Read at the moment of leaving, so a save that clears it just before navigating is never blocked. */
  dirtyRef: RefObject<boolean>;
}

/** Asks before leaving a form with unsaved changes: in-app navigation and closing or reloading the tab. */
export function UnsavedChangesGuard({ dirtyRef }: Props) {
  const dataRouter = useContext(DataRouterContext);
  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!dirtyRef.current) return;
      event.preventDefault();
      event.returnValue = ''; // older browsers still need it to show their own prompt
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirtyRef]);
  // useBlocker throws outside a data router, so each kind of router gets its own component.
  return dataRouter ? (
    <DataRouterGuard dirtyRef={dirtyRef} />
  ) : (
    <NavigatorGuard dirtyRef={dirtyRef} />
  );
}

/** Shows the question when asked, and runs the chosen answer once the dialog closes. */
function useLeaveConfirm() {
  const [asking, setAsking] = useState<{ leave: () => void; stay: () => void } | null>(null);
  const confirmLeave = useCallback(
    (leave: () => void, stay: () => void) => setAsking({ leave, stay }),
    [],
  );
  const answer = (choice: 'leave' | 'stay') => () => {
    setAsking(null);
    asking?.[choice]();
  };
  const contextHolder = asking && (
    <Suspense fallback={null}>
      <LeaveDialog onLeave={answer('leave')} onStay={answer('stay')} />
    </Suspense>
  );
  return { confirmLeave, contextHolder };
}

/** With a data router (createBrowserRouter), useBlocker also catches the back and forward buttons. */
function DataRouterGuard({ dirtyRef }: Props) {
  const { confirmLeave, contextHolder } = useLeaveConfirm();
  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) =>
      Boolean(dirtyRef.current) && currentLocation.pathname !== nextLocation.pathname,
    [dirtyRef],
  );
  const blocker = useBlocker(shouldBlock);
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    confirmLeave(
      () => blocker.proceed(),
      () => blocker.reset(),
    );
  }, [blocker, confirmLeave]);
  return contextHolder;
}

/**
 * With <BrowserRouter> there is no blocker API: wrap the navigator's push/replace for as long as the form
 * is shown. Links and navigate() are guarded; the browser's back button is not (a data router fixes that).
 */
function NavigatorGuard({ dirtyRef }: Props) {
  const { navigator } = useContext(NavigationContext);
  const { confirmLeave, contextHolder } = useLeaveConfirm();
  useEffect(() => {
    const { push, replace } = navigator;
    const guard =
      (original: typeof push) =>
      (...args: Parameters<typeof push>) => {
        if (!dirtyRef.current) return original.apply(navigator, args);
        confirmLeave(
          () => original.apply(navigator, args),
          () => undefined,
        );
      };
    navigator.push = guard(push);
    navigator.replace = guard(replace);
    return () => {
      navigator.push = push;
      navigator.replace = replace;
    };
  }, [navigator, dirtyRef, confirmLeave]);
  return contextHolder;
}
