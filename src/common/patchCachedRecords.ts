import type { QueryClient, QueryKey } from '@tanstack/react-query';

type Row = Record<string, unknown>;

const isRow = (value: unknown): value is Row => typeof value === 'object' && value !== null;

/**
 * Writes `changes` into every record matching `matches` in the cached answers under
 * `queryKeys`: react-admin's lists (`{ data: [...] }`) and records, and plain arrays, so that
 * every view of a record shows its new state at once, without reading it again.
 */
export const patchCachedRecords = (
  queryClient: QueryClient,
  queryKeys: readonly QueryKey[],
  matches: (record: Row) => boolean,
  changes: Row,
): void => {
  const patch = (record: unknown) =>
    isRow(record) && matches(record) ? { ...record, ...changes } : record;
  const update = (old: unknown): unknown => {
    if (Array.isArray(old)) return old.map(patch);
    if (isRow(old) && Array.isArray(old.data)) return { ...old, data: old.data.map(patch) };
    return patch(old);
  };
  for (const queryKey of queryKeys) queryClient.setQueriesData({ queryKey }, update);
};
