import {
  emptyCounts,
  schoolCountsOf,
  type Counts,
  type CountTarget,
  type StateCounts,
} from '../schoolCounts';
import type { DemoStore } from '../store';
import { findOr404, optionalIntParam, param } from './params';
import { ApiError, type HandlerContext, type HandlerTable } from './types';

type Target = CountTarget;

const states = ({ pending, validated, rejected }: Counts): StateCounts => ({
  pending,
  validated,
  rejected,
});

/** Students per school, by state of their data or of their latest photo (kept up to date). */
const countsBySchool = (store: DemoStore, target: Target) => schoolCountsOf(store).bySchool(target);

const sum = (counts: Iterable<Counts>): Counts => {
  const total = emptyCounts();
  for (const item of counts) {
    for (const key of Object.keys(total) as (keyof Counts)[]) total[key] += item[key];
  }
  return total;
};

const targetOf = (ctx: HandlerContext): Target => {
  const target = param(ctx, 'target') ?? 'data';
  if (target !== 'data' && target !== 'photo') {
    throw new ApiError(400, 'Le paramètre target doit valoir « data » ou « photo ».');
  }
  return target;
};

/** Counts per DREN (all DRENs, or the one of `dren_id`). */
function countsByDren(ctx: HandlerContext, target: Target) {
  const bySchool = countsBySchool(ctx.store, target);
  const wanted = optionalIntParam(ctx, 'dren_id');
  const drens = ctx.tables.drens;
  const list = wanted === null ? drens.records : [findOr404(drens, wanted, 'DREN introuvable.')];
  const schools = ctx.tables.schools.records;
  return list.map((dren) => {
    const own = schools.filter((school) => school.dren_id === dren.dren_id);
    const counts = sum(own.map((school) => bySchool.get(school.school_id) ?? emptyCounts()));
    return { dren, schools: own, counts };
  });
}

export const statsHandlers = {
  'stats.studentsByDren': {
    access: 'adminControl',
    run: (ctx) =>
      countsByDren(ctx, 'data').map(({ dren, counts }) => ({
        dren_id: dren.dren_id,
        dren_name: dren.dren_name,
        total: counts.total,
      })),
  },
  'stats.studentsByDrenWithState': {
    access: 'adminControl',
    run: (ctx) =>
      countsByDren(ctx, targetOf(ctx)).map(({ dren, counts }) => ({
        dren_id: dren.dren_id,
        dren_name: dren.dren_name,
        ...states(counts),
      })),
  },
  'stats.studentsBySchool': {
    access: 'adminControl',
    run: (ctx) =>
      countsByDren(ctx, targetOf(ctx)).flatMap(({ schools }) =>
        schools.map((school) => {
          const counts = countsBySchool(ctx.store, targetOf(ctx)).get(school.school_id);
          return {
            school_id: school.school_id,
            school_name: school.school_name,
            total: counts?.total ?? 0,
            ...states(counts ?? emptyCounts()),
          };
        }),
      ),
  },
  'stats.schoolStatsByDren': {
    access: 'adminControl',
    run: (ctx) =>
      countsByDren(ctx, 'data').map(({ dren, schools, counts }) => ({
        dren_id: dren.dren_id,
        dren_name: dren.dren_name,
        schools: schools.length,
        schoolsWithIssues: schools.filter((school) => school.school_issueCount > 0).length,
        students: counts.total,
      })),
  },
  'stats.drenStats': {
    access: 'adminControl',
    run: (ctx) => {
      const rows = countsByDren(ctx, 'data');
      const counts = sum(rows.map((row) => row.counts));
      return {
        schools: rows.reduce((total, row) => total + row.schools.length, 0),
        students: counts.total,
        ...states(counts),
        withPhoto: counts.withPhoto,
      };
    },
  },
} satisfies HandlerTable;
