import { useEffect, useRef, useState } from 'react';

/**
 * Counts `duration` down while not paused and calls `onDone` at zero. Time spent paused (hover, drag, or the
 * window out of focus) does not count. Returns whether it is paused, for the progress bar.
 */
export function useToastTimer(
  duration: number,
  paused: boolean,
  pauseOnFocusLoss: boolean,
  onDone: () => void,
) {
  const remaining = useRef(duration);
  const done = useRef(onDone);
  done.current = onDone;
  const [windowBlurred, setWindowBlurred] = useState(false);

  useEffect(() => {
    if (!pauseOnFocusLoss) return undefined;
    const onBlur = () => setWindowBlurred(true);
    const onFocus = () => setWindowBlurred(false);
    window.addEventListener('blur', onBlur);
    window.addEventListener('focus', onFocus);
    return () => {
      window.removeEventListener('blur', onBlur);
      window.removeEventListener('focus', onFocus);
    };
  }, [pauseOnFocusLoss]);

  const stopped = paused || windowBlurred;
  useEffect(() => {
    if (stopped || duration <= 0) return undefined;
    const startedAt = Date.now();
    const timer = setTimeout(() => done.current(), remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current = Math.max(0, remaining.current - (Date.now() - startedAt));
    };
  }, [stopped, duration]);

  return stopped;
}
