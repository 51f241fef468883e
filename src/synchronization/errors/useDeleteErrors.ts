import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useRefresh } from 'react-admin';
import type { AppDataProvider } from '../../api/dataProvider';
import { toastPromise } from '../../common/toastPromise';
import { errorsDeleted } from '../plural';

/** What POST /api/sync/delete_errors takes: chosen errors, or all errors of a run. */
export type DeleteErrorsBody = { ids: number[] } | { syncHistory_id: number };

/**
 * Deletes errors under a loading toast that then says how many the server actually deleted,
 * and refreshes what is shown (lists, run counts, statistics). A failure ends the toast in
 * French and changes nothing on screen: the list and the selection stay, to try again.
 */
export const useDeleteErrors = () => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const refresh = useRefresh();
  const { mutate, isPending } = useMutation({
    mutationFn: (body: DeleteErrorsBody) =>
      toastPromise(dataProvider.call<{ deleted: number }>('sync.deleteErrors', { body }), {
        loading: 'Suppression des erreurs…',
        success: ({ deleted }) => `${errorsDeleted(deleted)}.`,
        error: 'Les erreurs n’ont pas été supprimées.',
      }),
  });
  const deleteErrors = (body: DeleteErrorsBody, onDeleted: () => void) =>
    mutate(body, {
      onSuccess: () => {
        onDeleted();
        refresh();
      },
    });
  return { deleteErrors, isPending };
};
