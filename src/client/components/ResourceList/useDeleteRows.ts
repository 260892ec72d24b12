import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { toast } from '../toast/toastStore';
import { useConfirmDelete } from '../useConfirmDelete';
import { failureMessage } from './listMessages';
import type { ListRow, ResourceHooks } from './types';

/**
 * Deleting one row or a selection: the seed's confirmation once, then DELETE each id in turn (sequentially, so
 * a failure is reported for its own row and the server is not flooded). Resolves to the ids really deleted.
 */
export function useDeleteRows<T extends ListRow>(useDelete: ResourceHooks<T>['useDelete']) {
  const intl = useIntl();
  const [remove] = useDelete();
  const { confirmDelete, contextHolder } = useConfirmDelete();

  const deleteRows = useCallback(
    async (ids: readonly number[]): Promise<number[]> => {
      const deleted: number[] = [];
      const failures: string[] = [];
      const confirmed = await confirmDelete(async () => {
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
      if (deleted.length > 0) toast.success(intl.formatMessage({ id: 'success.delete' }));
      for (const message of failures) toast.error(message);
      return deleted;
    },
    [confirmDelete, intl, remove],
  );

  return { deleteRows, contextHolder };
}
