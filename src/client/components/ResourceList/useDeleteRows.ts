import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { toast } from '../toast/toastStore';
import { isUnexpectedFailure } from '../unexpectedErrors';
import { useConfirmDelete } from '../useConfirmDelete';
import { failureMessage } from './listMessages';
import type { BaseRow, ResourceHooks } from './types';

/** For resources without a bulk endpoint: never called (their selections go id by id). */
const noBulkDelete = (): readonly [null] => [null];

/**
 * Deleting one row or a selection: the binding confirmation (docs/product.md#binding-texts) once, then either
 * one bulk call (resources that have one, as leads) or DELETE each id in turn (sequentially, so a failure is
 * reported for its own row and the server is not flooded). Resolves to the ids really deleted. A delete moves
 * the records to the Trash (docs/product.md#trash): the binding success text, then a hint saying where they went.
 */
export function useDeleteRows<T extends BaseRow>(
  useDelete: ResourceHooks<T>['useDelete'],
  useBulkDelete?: ResourceHooks<T>['useBulkDelete'],
) {
  const intl = useIntl();
  const [remove] = useDelete();
  // The resource's hooks are module constants: the same hook runs on every render.
  const [bulkRemove] = (useBulkDelete ?? noBulkDelete)();
  const { confirmDelete, contextHolder } = useConfirmDelete();

  const deleteRows = useCallback(
    async (ids: readonly number[]): Promise<number[]> => {
      const deleted: number[] = [];
      const failures: string[] = [];
      const confirmed = await confirmDelete(async () => {
        if (bulkRemove && ids.length > 1) {
          try {
            await bulkRemove([...ids]).unwrap();
            deleted.push(...ids);
          } catch (error) {
            // An unexpected failure has opened the error dialog already.
            if (!isUnexpectedFailure(error))
              failures.push(failureMessage(intl, error, 'errors.delete'));
          }
          return;
        }
        for (const id of ids) {
          try {
            await remove(id).unwrap();
            deleted.push(id);
          } catch (error) {
            failures.push(failureMessage(intl, error, 'errors.delete'));
          }
        }
      });
      if (!confirmed) return [];
      if (deleted.length > 0) {
        toast.success(intl.formatMessage({ id: 'success.delete' }));
        toast.info(intl.formatMessage({ id: 'trash.movedHint' }));
      }
      for (const message of failures) toast.error(message);
      return deleted;
    },
    [bulkRemove, confirmDelete, intl, remove],
  );

  return { deleteRows, contextHolder };
}
