import { useListContext } from 'react-admin';
import RetryAlert from './RetryAlert';

/**
 * A list (page or sub-list) that could not load: the data provider's French message and a
 * retry button. Generic: any resource list's `error` prop, or a sub-list's error branch.
 */
const ListErrorState = () => {
  const { error, refetch } = useListContext();
  return (
    <RetryAlert onRetry={refetch} sx={{ m: 2 }}>
      {error?.message || 'La liste n’a pas pu être chargée.'}
    </RetryAlert>
  );
};

export default ListErrorState;
