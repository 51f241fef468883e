import { findOr404, intParam, listReply } from './params';
import type { HandlerTable } from './types';

export const schoolHandlers = {
  'dren.getDrens': { access: 'user', run: (ctx) => listReply(ctx, ctx.tables.drens) },
  'school.getSchools': { access: 'user', run: (ctx) => listReply(ctx, ctx.tables.schools) },
  'school.getSchool': {
    access: 'user',
    run: (ctx) =>
      findOr404(ctx.tables.schools, intParam(ctx, 'school_id'), 'Établissement introuvable.'),
  },
  'school.getSchoolsWithIssues': {
    access: 'adminControl',
    run: (ctx) =>
      listReply(ctx, ctx.tables.schools, {
        where: (school) => school.school_issueCount > 0,
        defaultSort: { field: 'school_issueCount', order: 'DESC' },
      }),
  },
} satisfies HandlerTable;
