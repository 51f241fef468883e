import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useNotify, useRefresh } from 'react-admin';
import type { AppDataProvider } from '../../api/dataProvider';
import { errorsDeleted } from '../plural';

/** What POST /api/sync/delete_errors takes: chosen errors, or all errors of a run. */
export type DeleteErrorsBody = { ids: number[] } | { syncHistory_id: number };

/**
 * Deletes errors, then says how many the server actually deleted and refreshes what is shown
 * (lists, run counts, statistics). A failure is said in French and changes nothing on screen:
 * the list and the selection stay as they were, to try again.
 */
export const useDeleteErrors = () => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const { mutate, isPending } = useMutation({
    mutationFn: (body: DeleteErrorsBody) =>
      dataProvider.call<{ deleted: number }>('sync.deleteErrors', { body }),
  });
  const deleteErrors = (body: DeleteErrorsBody, onDeleted: () => void) =>
    mutate(body, {
      onSuccess: ({ deleted }) => {
        notify(`${errorsDeleted(deleted)}.`, { type: 'success' });
        onDeleted();
        refresh();
      },
      onError: (error) =>
        notify(`Les erreurs n’ont pas été supprimées. ${error.message}`, { type: 'error' }),
    });
  return { deleteErrors, isPending };
};
