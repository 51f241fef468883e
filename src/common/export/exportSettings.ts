/** Records asked per request (the API's maximum, docs/api.md). */
export const EXPORT_PAGE_SIZE = 5000;
/** Requests in flight at once: 50,000 students in 10 pages, 3 round trips after the first. */
export const EXPORT_CONCURRENCY = 4;
