/**
 * A list page opened on a filter, as react-admin reads it from the URL:
 * `filteredListPath('/student', { school_id: 12 })` → `/student?filter=%7B%22school_id%22%3A12%7D`.
 */
export const filteredListPath = (path: string, filter: Record<string, string | number>): string =>
  `${path}?filter=${encodeURIComponent(JSON.stringify(filter))}`;

/**
 * A list opened exactly on `filter`, whatever filter was last used there: with an empty
 * filter react-admin would restore the remembered one, unless the URL names a sort too.
 */
export const exactListPath = (
  path: string,
  filter: Record<string, string | number>,
  sort: { field: string; order: 'ASC' | 'DESC' },
): string => `${filteredListPath(path, filter)}&sort=${sort.field}&order=${sort.order}`;
