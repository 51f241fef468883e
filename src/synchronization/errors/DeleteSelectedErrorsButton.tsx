import { useState } from 'react';
import DeleteIcon from '@mui/icons-material/Delete';
import { Button, Confirm, useListContext } from 'react-admin';
import { errorsCount } from '../plural';
import { useDeleteErrors } from './useDeleteErrors';

/** The bulk action of the errors list: deletes the selected errors after a confirmation. */
const DeleteSelectedErrorsButton = () => {
  const { selectedIds, onUnselectItems } = useListContext();
  const [open, setOpen] = useState(false);
  const { deleteErrors, isPending } = useDeleteErrors();
  const count = selectedIds.length;
  const confirm = () =>
    deleteErrors({ ids: selectedIds.map(Number) }, () => {
      setOpen(false);
      onUnselectItems();
    });
  return (
    <>
      <Button label="Supprimer" color="error" onClick={() => setOpen(true)}>
        <DeleteIcon />
      </Button>
      <Confirm
        isOpen={open}
        loading={isPending}
        title={`Supprimer ${errorsCount(count)} ?`}
        content={`${count > 1 ? `Les ${errorsCount(count)} sélectionnées seront supprimées` : 'L’erreur sélectionnée sera supprimée'} définitivement.`}
        confirm="Supprimer"
        confirmColor="warning"
        cancel="Annuler"
        onConfirm={confirm}
        onClose={() => setOpen(false)}
      />
    </>
  );
};

export default DeleteSelectedErrorsButton;
