import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../api/dataProvider';
import type { EndpointName } from '../api/endpoints';
import type { CallParams } from '../api/http';

interface ApiCallOptions {
  enabled?: boolean;
  /** Keep showing the previous answer while the one for new params loads. */
  keepPrevious?: boolean;
}

/**
 * The `data` of a non-CRUD call (dataProvider.call) through react-query: cached by name and
 * params, cancelled when no longer needed, not retried (the screens offer "Réessayer").
 */
export const useApiCall = <T>(
  name: EndpointName,
  params: CallParams,
  { enabled = true, keepPrevious = false }: ApiCallOptions = {},
) => {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({
    queryKey: ['api', name, params],
    queryFn: ({ signal }) => dataProvider.call<T>(name, { params, signal }),
    enabled,
    retry: false,
    placeholderData: keepPrevious ? keepPreviousData : undefined,
  });
};
