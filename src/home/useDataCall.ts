import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../api/dataProvider';
import type { EndpointName } from '../api/endpoints';

interface DataCallState<T> {
  data?: T;
  error?: unknown;
  isPending: boolean;
}

/**
 * The `data` of one non-CRUD call (dataProvider.call), through react-query: the app's retry
 * rules apply, and the app bar's refresh button asks it again after a failure.
 */
export const useDataCall = <T>(name: EndpointName): DataCallState<T> => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const { data, error, isPending } = useQuery({
    queryKey: ['dataCall', name],
    queryFn: ({ signal }) => dataProvider.call<T>(name, { signal }),
  });
  return { data, error: error ?? undefined, isPending: isPending && !error };
};
