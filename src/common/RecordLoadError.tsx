import { Alert, Button } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Link } from 'react-router-dom';
import { useCreatePath, useResourceContext } from 'react-admin';
import RetryAlert from './RetryAlert';

interface RecordLoadErrorProps {
  /** The page's controller state: `useShowContext` or `useEditContext`. */
  useLoadState: () => { error?: unknown; refetch: () => unknown };
}

const statusOf = (error: unknown) =>
  error && typeof error === 'object' && 'status' in error ? error.status : undefined;

/**
 * A show or edit page whose record could not load: the data provider's French message and a
 * "Réessayer" button, on the page itself (react-admin would send the user to the list with
 * « L'élément n'existe pas », whatever the cause). A record that does not exist (404) offers
 * the way back to its list instead: trying again would not find it.
 */
const RecordLoadError = ({ useLoadState }: RecordLoadErrorProps) => {
  const { error, refetch } = useLoadState();
  const resource = useResourceContext();
  const createPath = useCreatePath();
  const message = (error instanceof Error && error.message) || 'L’élément n’a pas pu être chargé.';
  if (statusOf(error) === 404 && resource)
    return (
      <Alert
        severity="warning"
        sx={{ m: 2 }}
        action={
          <Button
            component={Link}
            to={createPath({ resource, type: 'list' })}
            color="inherit"
            size="small"
            startIcon={<ArrowBackIcon />}
          >
            Retour à la liste
          </Button>
        }
      >
        {message}
      </Alert>
    );
  return (
    <RetryAlert onRetry={refetch} sx={{ m: 2 }}>
      {message}
    </RetryAlert>
  );
};

export default RecordLoadError;
