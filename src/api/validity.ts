import type { Role, School, Student } from './types';

/**
 * Validity data (the validation rules a record breaks) is for admins and controllers, as the
 * spec gives them the validation pages. The server leaves it out of the answers to other users
 * and refuses them the filters and sorts that select by it (docs/api.md).
 */
export const VALIDITY_ROLES: readonly Role[] = ['admin', 'control'];

export const mayReadValidity = (roles: readonly Role[]): boolean =>
  roles.some((role) => VALIDITY_ROLES.includes(role));

/** The record fields that are validity data. */
export const STUDENT_VALIDITY_FIELD = 'student_issues' satisfies keyof Student;
export const SCHOOL_VALIDITY_FIELD = 'school_issueCount' satisfies keyof School;

/** Query parameters (filters, and `sort` values) that select or order records by validity. */
export const VALIDITY_PARAMS: readonly string[] = [
  'hasIssues',
  STUDENT_VALIDITY_FIELD,
  SCHOOL_VALIDITY_FIELD,
];
