import { FIELD_LABELS } from '../../validation/fieldLabels';
import type { DemoStudent } from '../db';
import { studentByUuid } from '../derived';
import { matchRecords, type ListOptions } from '../listEngine';
import { findOr404, listReply, requireParam } from './params';
import { ApiError, type HandlerContext, type HandlerTable } from './types';
import { readsValidity, refuseValidityQuery, studentView } from './validity';

export const STUDENT_NOT_FOUND = 'Élève introuvable.';

export const studentOf = (ctx: HandlerContext, idNumber: string): DemoStudent =>
  findOr404(ctx.tables.students, idNumber, STUDENT_NOT_FOUND);

/** The figures of the students the filters select; `withIssues` for admins and controllers. */
function studentStats(ctx: HandlerContext) {
  refuseValidityQuery(ctx);
  const counts = {
    total: 0,
    validated: 0,
    pending: 0,
    rejected: 0,
    withPhoto: 0,
    withoutPhoto: 0,
    withIssues: 0,
  };
  for (const student of matchRecords(ctx.tables.students, ctx.query)) {
    counts.total++;
    counts[student.student_state]++;
    counts[student.student_hasPhoto ? 'withPhoto' : 'withoutPhoto']++;
    if (student.student_issues.length) counts.withIssues++;
  }
  if (readsValidity(ctx)) return counts;
  const { withIssues: _hidden, ...visible } = counts;
  return visible;
}

/** The rules a student breaks, with a French message naming the field (as controllers do) and its value. */
function validityIssues(ctx: HandlerContext) {
  const student = studentOf(ctx, requireParam(ctx, 'student_idNumber'));
  const rules = ctx.tables.validationRules;
  return student.student_issues.map((issue) => {
    const rule = rules.find(issue);
    if (!rule) return { rule_id: issue, rule_label: issue, field: '', message: issue };
    const value = student[rule.rule_field];
    const shown = value === '' || value === false ? 'non renseigné' : `« ${String(value)} »`;
    return {
      rule_id: rule.rule_id,
      rule_label: rule.rule_label,
      field: rule.rule_field,
      message: `${rule.rule_label} (${FIELD_LABELS[rule.rule_field] ?? rule.rule_field} : ${shown}).`,
    };
  });
}

/** `hasIssues=true`: only the students breaking at least one rule (the students to correct). */
const issuesFilter = (ctx: HandlerContext): ListOptions<DemoStudent> =>
  ctx.query.get('hasIssues') === 'true'
    ? { where: (student) => student.student_issues.length > 0 }
    : {};

export const studentHandlers = {
  'student.getStudents': {
    access: 'user',
    run: (ctx) => {
      refuseValidityQuery(ctx);
      return listReply(ctx, ctx.tables.students, issuesFilter(ctx), studentView(ctx));
    },
  },
  'student.getStudent': {
    access: 'user',
    run: (ctx) => studentView(ctx)(studentOf(ctx, requireParam(ctx, 'student_idNumber'))),
  },
  'student.getStudentByUuid': {
    access: 'user',
    run: (ctx) => {
      const student = studentByUuid(ctx.store, requireParam(ctx, 'student_uuid'));
      if (!student) throw new ApiError(404, STUDENT_NOT_FOUND);
      return studentView(ctx)(student);
    },
  },
  'student.getStudentStats': { access: 'user', run: studentStats },
  'student.getStudentValidityIssues': { access: 'adminControl', run: validityIssues },
} satisfies HandlerTable;
