import DeleteIcon from '@mui/icons-material/Delete';
import { useState } from 'react';
import { Button, Confirm, useDeleteMany, useListContext, useNotify } from 'react-admin';
import { useBulkSummary } from './useBulkSummary';

const count = (n: number) => (n > 1 ? `${n} éléments` : '1 élément');

/**
 * Deletes the selected records after a French confirmation. Some may fail (one's own
 * account...): the summary names each failure and why; the others are gone from the list.
 */
const BulkDeleteButton = () => {
  const { selectedIds, resource, onUnselectItems } = useListContext();
  const [deleteMany, { isPending }] = useDeleteMany();
  const notify = useNotify();
  const { report, summary } = useBulkSummary('delete');
  const [confirming, setConfirming] = useState(false);

  const run = () => {
    setConfirming(false);
    deleteMany(
      resource,
      { ids: selectedIds },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify(`${count(selectedIds.length)} supprimé${selectedIds.length > 1 ? 's' : ''}.`, {
            type: 'success',
          });
          onUnselectItems();
        },
        onError: report,
      },
    );
  };

  return (
    <>
      <Button
        label="Supprimer"
        color="error"
        onClick={() => setConfirming(true)}
        disabled={isPending}
      >
        <DeleteIcon />
      </Button>
      <Confirm
        isOpen={confirming}
        loading={isPending}
        title={`Supprimer ${count(selectedIds.length)} ?`}
        content="La suppression est définitive."
        confirm="Supprimer"
        cancel="Annuler"
        onConfirm={run}
        onClose={() => setConfirming(false)}
      />
      {summary}
    </>
  );
};

export default BulkDeleteButton;
