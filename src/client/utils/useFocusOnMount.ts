import { useEffect } from 'react';

/**
 * Focuses the element with this id once the page is on screen, unless the user has already put the focus
 * somewhere: on a busy device the effect can run after someone has started typing, and taking the focus back
 * then would send the rest of their keystrokes into the wrong field. `autoFocus` focuses during React's
 * commit, which forces the first layout of the whole page inside that task (≈90 ms of a throttled phone's
 * /login); an effect runs after the paint, when the layout is done.
 */
export function useFocusOnMount(id: string): void {
  useEffect(() => {
    const active = document.activeElement;
    if (active && active !== document.body && active !== document.documentElement) return;
    document.getElementById(id)?.focus();
  }, [id]);
}
