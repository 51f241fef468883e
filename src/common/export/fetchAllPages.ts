export interface Page<T> {
  data: T[];
  total?: number;
}

export interface FetchAllOptions<T> {
  fetchPage: (page: number, perPage: number, signal: AbortSignal) => Promise<Page<T>>;
  perPage: number;
  /** Requests in flight at once after the first page (which tells the total). */
  concurrency?: number;
  signal: AbortSignal;
  onProgress?: (done: number, total: number) => void;
}

/**
 * Every record of a paged list, in order, reporting progress; stops on an empty page or when
 * `signal` aborts. The first page tells the total; the others are then asked `concurrency` at
 * a time (a few, so that a big export neither waits on each answer nor floods the server). A
 * server that caps the page size answers a shorter first page: its size becomes the page size.
 */
export const fetchAllPages = async <T>({
  fetchPage,
  perPage,
  concurrency = 1,
  signal,
  onProgress,
}: FetchAllOptions<T>): Promise<T[]> => {
  signal.throwIfAborted();
  const first = await fetchPage(1, perPage, signal);
  const pages: T[][] = [first.data];
  let done = first.data.length;
  const known = first.total !== undefined;
  const total = first.total ?? (first.data.length < perPage ? done : Infinity);
  onProgress?.(done, Number.isFinite(total) ? total : done);
  if (first.data.length === 0 || done >= total) return first.data;

  const size = known && first.data.length < perPage ? first.data.length : perPage;
  const lastPage = known ? Math.ceil(total / size) : Infinity;
  let next = 2;
  let finished = false;

  const worker = async () => {
    while (!finished && next <= lastPage) {
      const page = next++;
      signal.throwIfAborted();
      const answer = await fetchPage(page, size, signal);
      signal.throwIfAborted();
      pages[page - 1] = answer.data;
      done += answer.data.length;
      onProgress?.(done, Number.isFinite(total) ? total : done);
      if (answer.data.length < size) finished = true;
    }
  };
  await Promise.all(Array.from({ length: known ? Math.max(1, concurrency) : 1 }, worker));
  signal.throwIfAborted();
  return pages.flatMap((records) => records ?? []);
};
