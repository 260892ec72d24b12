import { useCallback, useState } from 'react';
import { COLUMNS_STORAGE_KEY } from '../../../shared/common/constants';

/** The local storage key of one list's hidden columns ([storage keys](docs/product.md#storage-keys)). */
export const columnsStorageKey = (list: string) => `${COLUMNS_STORAGE_KEY}_${list}`;

function readHidden(list: string): string[] | null {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(columnsStorageKey(list)) ?? 'null');
    return Array.isArray(stored) && stored.every((key) => typeof key === 'string') ? stored : null;
  } catch {
    return null;
  }
}

/**
 * Which of a list's columns are hidden: the user's last choice for this list, kept in the browser, else the
 * list's defaults (docs/product.md#lists). Hidden keys are stored, so a column added later shows.
 */
export function useColumnChoice(list: string, defaultHidden: readonly string[]) {
  const [hidden, setHiddenState] = useState<readonly string[]>(
    () => readHidden(list) ?? defaultHidden,
  );
  const setHidden = useCallback(
    (next: readonly string[]) => {
      setHiddenState(next);
      try {
        localStorage.setItem(columnsStorageKey(list), JSON.stringify(next));
      } catch {
        // A full or blocked storage: the choice holds until the page is left.
      }
    },
    [list],
  );
  const reset = useCallback(() => {
    setHiddenState(defaultHidden);
    try {
      localStorage.removeItem(columnsStorageKey(list));
    } catch {
      // As above.
    }
  }, [defaultHidden, list]);
  return { hidden, setHidden, reset };
}
