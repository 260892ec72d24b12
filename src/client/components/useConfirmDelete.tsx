import { Suspense, useCallback, useState } from 'react';
import { lazyWithRetry } from '../utils/lazyWithRetry';

const ConfirmDeleteDialog = lazyWithRetry(
  () => import(/* webpackChunkName: "confirm-delete" */ './ConfirmDeleteDialog'),
  'confirm-delete',
);

/** Runs the deletion; while it is pending the 'Yes, delete it!' button shows a spinner. */
export type OnConfirm = () => Promise<unknown> | unknown;

interface Pending {
  onConfirm?: OnConfirm;
  resolve: (confirmed: boolean) => void;
  reject: (error: unknown) => void;
}

/**
 * The one delete confirmation of the app (docs/product.md#binding-texts: 'DELETE, Are you sure?' / "You won't
 * be able to revert this!" / 'Yes, delete it!'). Render `contextHolder` once in the page; the dialog's code
 * loads on first use.
 *
 * `confirmDelete(onConfirm?)` resolves true once confirmed (and onConfirm settled), false on Cancel. When
 * onConfirm fails, the dialog closes and the promise rejects with that error, so the caller shows its toast.
 */
export function useConfirmDelete() {
  const [pending, setPending] = useState<Pending | null>(null);

  const confirmDelete = useCallback(
    (onConfirm?: OnConfirm) =>
      new Promise<boolean>((resolve, reject) => setPending({ onConfirm, resolve, reject })),
    [],
  );

  const contextHolder = pending ? (
    <Suspense fallback={null}>
      <ConfirmDeleteDialog
        onConfirm={() =>
          Promise.resolve()
            .then(pending.onConfirm)
            .then(
              () => pending.resolve(true),
              (error: unknown) => pending.reject(error),
            )
            .finally(() => setPending(null))
        }
        onCancel={() => {
          pending.resolve(false);
          setPending(null);
        }}
      />
    </Suspense>
  ) : null;

  return { confirmDelete, contextHolder };
}
