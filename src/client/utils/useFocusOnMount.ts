import { useEffect } from 'react';

/**
 * Focuses the element with this id once the page is on screen. `autoFocus` focuses during React's commit,
 * which forces the first layout of the whole page inside that task (≈90 ms of a throttled phone's /login);
 * an effect runs after the paint, when the layout is done.
 */
export function useFocusOnMount(id: string): void {
  useEffect(() => {
    document.getElementById(id)?.focus();
  }, [id]);
}
