import type { SortPayload } from 'react-admin';

export const PAGE_SIZES = [25, 50, 100];

/** How /student opens: by last name, the first page size. */
export const STUDENT_LIST_OPENING = {
  sort: { field: 'student_lastName', order: 'ASC' } satisfies SortPayload,
  perPage: PAGE_SIZES[0],
};
