import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { readFilters, writeFilters, type QueueFilters } from '../decision/queueFilters';

/** The queue's filters, read from and written to the URL. */
export const useQueueFilters = () => {
  const [search, setSearch] = useSearchParams();
  const filters = useMemo(() => readFilters(search), [search]);
  const setFilters = useCallback(
    (next: QueueFilters) => setSearch(writeFilters(next), { replace: true }),
    [setSearch],
  );
  return { filters, setFilters };
};
