import { useId, type ComponentProps } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Skeleton,
  Stack,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, type Identifier } from 'react-admin';
import RetryAlert from '../../common/RetryAlert';
import ModelFormDialog from './ModelFormDialog';

type EditRecordDialogProps = Omit<ComponentProps<typeof ModelFormDialog>, 'defaultValues'> & {
  /** The react-admin resource whose one-record call (`load`) reads the record. */
  resource: string;
  id: Identifier;
};

/**
 * The form of one record, filled from its own `load` call when the dialog opens (the server's
 * record as it is now, not the list's copy): a skeleton meanwhile, « Réessayer » on a failure.
 */
const EditRecordDialog = ({ resource, id, title, onClose, ...form }: EditRecordDialogProps) => {
  const titleId = useId();
  const dataProvider = useDataProvider();
  const query = useQuery({
    queryKey: [resource, 'editRecord', id],
    queryFn: ({ signal }) => dataProvider.getOne(resource, { id, signal }),
    gcTime: 0,
  });
  if (query.data)
    return (
      <ModelFormDialog title={title} defaultValues={query.data.data} onClose={onClose} {...form} />
    );
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        {query.error ? (
          <RetryAlert onRetry={() => query.refetch()}>{query.error.message}</RetryAlert>
        ) : (
          <Stack spacing={2} aria-label="Chargement de l’élément">
            <Skeleton variant="rounded" height={56} />
            <Skeleton variant="rounded" height={56} />
          </Stack>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>Annuler</Button>
      </DialogActions>
    </Dialog>
  );
};

export default EditRecordDialog;
