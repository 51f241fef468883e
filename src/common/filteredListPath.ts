/**
 * A list page opened on a filter, as react-admin reads it from the URL:
 * `filteredListPath('/student', { school_id: 12 })` → `/student?filter=%7B%22school_id%22%3A12%7D`.
 */
export const filteredListPath = (path: string, filter: Record<string, string | number>): string =>
  `${path}?filter=${encodeURIComponent(JSON.stringify(filter))}`;
