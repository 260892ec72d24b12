import { useState, type DragEvent } from 'react';
import { useIntl } from 'react-intl';
import { toast } from '../toast/toastStore';
import type { BaseRow, ResourceHooks } from './types';

/** Where a row is being dragged from and over, for the drop and for the row styles. */
export interface DragState {
  from: number;
  over: number | null;
}

/** For lists that cannot be reordered (no drag column is shown; this only keeps the hook order fixed). */
const noReorder = () => [() => ({ unwrap: () => Promise.resolve() })] as const;

function moved<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  next.splice(to, 0, ...next.splice(from, 1));
  return next;
}

/**
 * Reordering the rows of the page: shown at once (optimistic), then `POST /reorder` with the page's ids in the
 * new order. The override is tied to the rows it was made from, so the refetch after saving simply replaces
 * it; on failure the server's order comes back and the user is told.
 */
export function useRowReorder<T extends BaseRow>(
  rows: readonly T[] | undefined,
  useReorder: ResourceHooks<T>['useReorder'] = noReorder,
) {
  const intl = useIntl();
  const [reorder] = useReorder();
  const [override, setOverride] = useState<{ base: readonly T[]; rows: T[] } | null>(null);
  const [drag, setDrag] = useState<DragState | null>(null);
  const shown = override && override.base === rows ? override.rows : (rows ?? []);

  const move = (from: number, to: number) => {
    if (!rows || from === to || to < 0 || to >= shown.length) return;
    const next = moved(shown, from, to);
    setOverride({ base: rows, rows: next });
    reorder({ ids: next.map((row) => row.id) })
      .unwrap()
      .catch((error: unknown) => {
        setOverride(null);
        toast.error(intl.formatMessage({ id: 'errors.update' }), error);
      });
  };

  /** The HTML5 drag and drop handlers: the handle starts a drag, every row is a drop target. */
  const dragHandlers = {
    start: (index: number, event: DragEvent<HTMLElement>) => {
      event.dataTransfer.effectAllowed = 'move';
      // Firefox starts a drag only when some data is set.
      event.dataTransfer.setData('text/plain', String(shown[index]?.id ?? ''));
      const row = event.currentTarget.closest('tr');
      if (row) event.dataTransfer.setDragImage(row, 0, 0);
      setDrag({ from: index, over: index });
    },
    over: (index: number, event: DragEvent<HTMLElement>) => {
      if (!drag) return;
      event.preventDefault();
      event.dataTransfer.dropEffect = 'move';
      if (drag.over !== index) setDrag({ ...drag, over: index });
    },
    drop: (index: number, event: DragEvent<HTMLElement>) => {
      if (!drag) return;
      event.preventDefault();
      move(drag.from, index);
      setDrag(null);
    },
    end: () => setDrag(null),
  };

  return { rows: shown, move, drag, dragHandlers };
}
