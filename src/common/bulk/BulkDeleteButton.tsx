import DeleteIcon from '@mui/icons-material/Delete';
import { useState } from 'react';
import {
  Button,
  Confirm,
  useDeleteMany,
  useListContext,
  useNotify,
  type RaRecord,
} from 'react-admin';
import { useBulkSummary } from './useBulkSummary';

const count = (n: number) => (n > 1 ? `${n} éléments` : '1 élément');

/** The most records a confirmation names one by one. */
const NAMED = 10;

/** « alice, bob et 3 autres » : the selected records the list has shown, by name. */
const namesOf = (names: string[], total: number) => {
  const shown = names.slice(0, NAMED);
  const others = total - shown.length;
  return others > 0
    ? `${shown.join(', ')} et ${others} autre${others > 1 ? 's' : ''}`
    : shown.join(', ');
};

/**
 * Deletes the selected records after a French confirmation, which names them when `nameOf`
 * is given. Some may fail (one's own account...): the summary names each failure and why; the
 * others are gone from the list.
 */
const BulkDeleteButton = ({ nameOf }: { nameOf?: (record: RaRecord) => string }) => {
  const { selectedIds, resource, onUnselectItems, data = [] } = useListContext();
  const names = nameOf ? data.filter((record) => selectedIds.includes(record.id)).map(nameOf) : [];
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
        content={
          names.length > 0
            ? `La suppression est définitive : ${namesOf(names, selectedIds.length)}.`
            : 'La suppression est définitive.'
        }
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
