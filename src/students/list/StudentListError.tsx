import { useListContext } from 'react-admin';
import RetryAlert from '../../common/RetryAlert';

/** The list could not be loaded: the dataProvider's French message, and a retry. */
const StudentListError = () => {
  const { error, refetch } = useListContext();
  return (
    <RetryAlert onRetry={refetch}>Impossible de charger les élèves. {error?.message}</RetryAlert>
  );
};

export default StudentListError;
