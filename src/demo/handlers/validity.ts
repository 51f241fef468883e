import type { School, Student } from '../../api/types';
import {
  mayReadValidity,
  SCHOOL_VALIDITY_FIELD,
  STUDENT_VALIDITY_FIELD,
  VALIDITY_PARAMS,
} from '../../api/validity';
import type { DemoSchool, DemoStudent } from '../db';
import { rolesOf } from './accounts';
import { ApiError, type HandlerContext } from './types';

export const VALIDITY_FORBIDDEN =
  'Accès refusé : les anomalies de validité sont réservées aux administrateurs et aux contrôleurs.';

/** Whether the caller may read validity data (admin or control). */
export const readsValidity = (ctx: HandlerContext): boolean =>
  !!ctx.user && mayReadValidity(rolesOf(ctx.user));

/**
 * A 403 when a caller without admin or control filters or sorts on validity data
 * (`hasIssues`, `student_issues`, `school_issueCount`): the answer would reveal it.
 */
export function refuseValidityQuery(ctx: HandlerContext): void {
  if (readsValidity(ctx)) return;
  const sort = ctx.query.get('sort') ?? '';
  const asked = (param: string) =>
    ctx.query.has(param) || ctx.query.has(`filter[${param}]`) || sort === param;
  if (VALIDITY_PARAMS.some(asked)) {
    throw new ApiError(403, VALIDITY_FORBIDDEN);
  }
}

const without = <T extends object>(record: T, field: string): T => {
  const copy = { ...record } as Record<string, unknown>;
  delete copy[field];
  return copy as T;
};

/** How the caller sees a student: without its issues unless admin or control. */
export const studentView =
  (ctx: HandlerContext) =>
  (student: DemoStudent): Student =>
    readsValidity(ctx) ? student : without(student, STUDENT_VALIDITY_FIELD);

/** How the caller sees a school: without its count of students to correct unless admin or control. */
export const schoolView =
  (ctx: HandlerContext) =>
  (school: DemoSchool): School =>
    readsValidity(ctx) ? school : without(school, SCHOOL_VALIDITY_FIELD);
