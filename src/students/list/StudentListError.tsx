import { Alert, Button } from '@mui/material';
import { useListContext } from 'react-admin';

/** The list could not be loaded: the dataProvider's French message, and a retry. */
const StudentListError = () => {
  const { error, refetch } = useListContext();
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={() => refetch()}>
          Réessayer
        </Button>
      }
    >
      Impossible de charger les élèves. {error?.message}
    </Alert>
  );
};

export default StudentListError;
