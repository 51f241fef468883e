import RetryAlert from './RetryAlert';

interface RecordLoadErrorProps {
  /** The page's controller state: `useShowContext` or `useEditContext`. */
  useLoadState: () => { error?: unknown; refetch: () => unknown };
}

/**
 * A show or edit page whose record could not load: the data provider's French message and a
 * "Réessayer" button, on the page itself (react-admin would send the user to the list with
 * « L'élément n'existe pas », whatever the cause).
 */
const RecordLoadError = ({ useLoadState }: RecordLoadErrorProps) => {
  const { error, refetch } = useLoadState();
  const message = error instanceof Error && error.message ? error.message : '';
  return (
    <RetryAlert onRetry={refetch} sx={{ m: 2 }}>
      {message || 'L’élément n’a pas pu être chargé.'}
    </RetryAlert>
  );
};

export default RecordLoadError;
