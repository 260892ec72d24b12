import { useEffect, useRef, useState } from 'react';

export const INPUT_DEBOUNCE_MS = 300;

/**
 * A text box whose value is committed (to the URL, a query) only once the user pauses typing, so a search
 * asks the server once per word rather than once per key. When the committed value changes from elsewhere
 * (back button, a "clear" action) the box follows it.
 */
export function useDebouncedInput(
  committed: string,
  commit: (value: string) => void,
  delayMs = INPUT_DEBOUNCE_MS,
): [string, (value: string) => void] {
  const [text, setText] = useState(committed);
  const [seen, setSeen] = useState(committed);
  if (seen !== committed) {
    // Adjusting state while rendering (React's documented pattern) avoids a flash of the stale text.
    setSeen(committed);
    setText(committed);
  }

  const commitRef = useRef(commit);
  useEffect(() => {
    commitRef.current = commit;
  }, [commit]);

  useEffect(() => {
    if (text.trim() === committed.trim()) return undefined;
    const timer = setTimeout(() => commitRef.current(text), delayMs);
    return () => clearTimeout(timer);
  }, [text, committed, delayMs]);

  return [text, setText];
}
