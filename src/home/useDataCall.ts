import { useEffect, useState } from 'react';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../api/dataProvider';
import type { EndpointName } from '../api/endpoints';

interface DataCallState<T> {
  data?: T;
  error?: unknown;
  isPending: boolean;
}

/** The `data` of one non-CRUD call (dataProvider.call), made when the component mounts. */
export const useDataCall = <T>(name: EndpointName): DataCallState<T> => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const [state, setState] = useState<DataCallState<T>>({ isPending: true });

  useEffect(() => {
    const controller = new AbortController();
    dataProvider.call<T>(name, { signal: controller.signal }).then(
      (data) => setState({ data, isPending: false }),
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ error, isPending: false });
      },
    );
    return () => controller.abort();
  }, [dataProvider, name]);

  return state;
};
