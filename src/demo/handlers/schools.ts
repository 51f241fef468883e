import { findOr404, intParam, listReply } from './params';
import type { HandlerTable } from './types';
import { refuseValidityQuery, schoolView } from './validity';

export const schoolHandlers = {
  'dren.getDrens': { access: 'user', run: (ctx) => listReply(ctx, ctx.tables.drens) },
  'school.getSchools': {
    access: 'user',
    run: (ctx) => {
      refuseValidityQuery(ctx);
      return listReply(ctx, ctx.tables.schools, {}, schoolView(ctx));
    },
  },
  'school.getSchool': {
    access: 'user',
    run: (ctx) =>
      schoolView(ctx)(
        findOr404(ctx.tables.schools, intParam(ctx, 'school_id'), 'Établissement introuvable.'),
      ),
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
