import { Alert, Button } from '@mui/material';
import { useListContext } from 'react-admin';

/**
 * A list that failed to load: the data provider's French message and a retry button.
 * Generic (any resource list's `error` prop); the service messages use it too.
 */
const ListLoadError = () => {
  const { error, refetch } = useListContext();
  return (
    <Alert
      severity="error"
      sx={{ m: 2 }}
      action={
        <Button color="inherit" size="small" onClick={() => void refetch()}>
          Réessayer
        </Button>
      }
    >
      {error?.message || 'La liste n’a pas pu être chargée.'}
    </Alert>
  );
};

export default ListLoadError;
