import { Modal } from 'antd';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';

/** Runs the deletion; while it is pending the 'Yes, delete it!' button shows a spinner. */
export type OnConfirm = () => Promise<unknown> | unknown;

/**
 * The one delete confirmation of the app (seed §8: 'DELETE, Are you sure?' / "You won't be able to revert
 * this!" / 'Yes, delete it!'). Render `contextHolder` once in the page: the hook's modal, unlike the static
 * Modal.confirm, inherits the page's locale, direction and theme.
 *
 * `confirmDelete(onConfirm?)` resolves true once confirmed (and onConfirm settled), false on Cancel. When
 * onConfirm fails, the dialog closes and the promise rejects with that error, so the caller shows its toast.
 */
export function useConfirmDelete() {
  const intl = useIntl();
  const [modal, contextHolder] = Modal.useModal();

  const confirmDelete = useCallback(
    (onConfirm?: OnConfirm) =>
      new Promise<boolean>((resolve, reject) => {
        modal.confirm({
          title: intl.formatMessage({ id: 'confirm.delete.title' }),
          content: intl.formatMessage({ id: 'confirm.delete.content' }),
          okText: intl.formatMessage({ id: 'confirm.delete.ok' }),
          cancelText: intl.formatMessage({ id: 'confirm.cancel' }),
          okButtonProps: { danger: true },
          // Resolving in both branches lets antd close the dialog instead of leaving a rejected onOk behind.
          onOk: () =>
            Promise.resolve()
              .then(onConfirm)
              .then(
                () => resolve(true),
                (error: unknown) => reject(error),
              ),
          onCancel: () => resolve(false),
        });
      }),
    [intl, modal],
  );

  return { confirmDelete, contextHolder };
}
