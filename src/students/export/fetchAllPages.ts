export interface Page<T> {
  data: T[];
  total?: number;
}

export interface FetchAllOptions<T> {
  fetchPage: (page: number, perPage: number, signal: AbortSignal) => Promise<Page<T>>;
  perPage: number;
  signal: AbortSignal;
  onProgress?: (done: number, total: number) => void;
}

/**
 * Every record of a paged list, page after page (one request at a time, so a big export does
 * not flood the server), reporting progress; stops on an empty page or when `signal` aborts.
 */
export const fetchAllPages = async <T>({
  fetchPage,
  perPage,
  signal,
  onProgress,
}: FetchAllOptions<T>): Promise<T[]> => {
  const records: T[] = [];
  let total = Infinity;
  for (let page = 1; records.length < total; page++) {
    signal.throwIfAborted();
    const answer = await fetchPage(page, perPage, signal);
    records.push(...answer.data);
    total = answer.total ?? (answer.data.length < perPage ? records.length : Infinity);
    onProgress?.(records.length, Number.isFinite(total) ? total : records.length);
    if (answer.data.length === 0) break;
  }
  signal.throwIfAborted();
  return records;
};
