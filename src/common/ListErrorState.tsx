import { Alert, Button } from '@mui/material';
import { useListContext } from 'react-admin';

/** A list (page or sub-list) that could not load: the French message and a retry button. */
const ListErrorState = () => {
  const { error, refetch } = useListContext();
  return (
    <Alert
      severity="error"
      sx={{ m: 2 }}
      action={
        <Button color="inherit" size="small" onClick={() => refetch()}>
          Réessayer
        </Button>
      }
    >
      {error?.message || 'La liste n’a pas pu être chargée.'}
    </Alert>
  );
};

export default ListErrorState;
