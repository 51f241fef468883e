import { useState } from 'react';
import DeleteSweepIcon from '@mui/icons-material/DeleteSweep';
import { Button, Confirm, useGetOne, useListContext } from 'react-admin';
import type { SyncHistory } from '../../api/types';
import { errorsCount } from '../plural';
import { useDeleteErrors } from './useDeleteErrors';

/**
 * When the list is filtered on a run: deletes every error of that run (whatever the other
 * filters), after a confirmation giving the run's own count.
 */
const DeleteRunErrorsButton = () => {
  const { filterValues } = useListContext();
  const runId = Number(filterValues.syncHistory_id);
  const enabled = Number.isInteger(runId) && runId > 0;
  const { data: run } = useGetOne<SyncHistory & { id: number }>(
    'synchronization',
    { id: runId },
    { enabled },
  );
  const [open, setOpen] = useState(false);
  const { deleteErrors, isPending } = useDeleteErrors();
  if (!enabled || !run || run.syncHistory_errorCount === 0) return null;
  const count = run.syncHistory_errorCount;
  return (
    <>
      <Button
        label={`Supprimer toutes les erreurs de la synchronisation n° ${runId}`}
        color="error"
        onClick={() => setOpen(true)}
      >
        <DeleteSweepIcon />
      </Button>
      <Confirm
        isOpen={open}
        loading={isPending}
        title={`Supprimer ${count > 1 ? `les ${errorsCount(count)}` : 'l’erreur'} de la synchronisation n° ${runId} ?`}
        content={`Toutes les erreurs de cette synchronisation (${errorsCount(count)}) seront supprimées définitivement, y compris celles que les filtres masquent.`}
        confirm="Supprimer"
        confirmColor="warning"
        cancel="Annuler"
        onConfirm={() => deleteErrors({ syncHistory_id: runId }, () => setOpen(false))}
        onClose={() => setOpen(false)}
      />
    </>
  );
};

export default DeleteRunErrorsButton;
