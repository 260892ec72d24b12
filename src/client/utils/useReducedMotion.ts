import { useSyncExternalStore } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';

const query = () => window.matchMedia?.(QUERY);

const subscribe = (onChange: () => void) => {
  const list = query();
  list?.addEventListener?.('change', onChange);
  return () => list?.removeEventListener?.('change', onChange);
};

/**
 * Whether the person asked their system for less motion (docs/product.md#accessibility): the app then
 * switches antd's animations off, as its own CSS already does. Follows a change of the setting live.
 */
export function useReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => query()?.matches ?? false,
    () => false,
  );
}
