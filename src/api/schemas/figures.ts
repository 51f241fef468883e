import * as z from 'zod/mini';
import { count, id, isoDate, list, oneOf, optional, record, syncEntity, text } from './shared';
import { studentSchema, taskExecutionSchema } from './records';

/** The answers that are not records: counts, statistics, configuration, acknowledgements. */

const stateCounts = { pending: count(), validated: count(), rejected: count() };

export const studentStatsSchema = record({
  total: count(),
  validated: count(),
  pending: count(),
  rejected: count(),
  withPhoto: count(),
  withoutPhoto: count(),
  /** Admins and controllers only (../validity.ts). */
  withIssues: optional(count()),
});

export const validityIssueSchema = record({
  rule_id: text(),
  rule_label: text(),
  field: text(),
  message: text(),
});

export const studentsByDrenSchema = record({ dren_id: id(), dren_name: text(), total: count() });

export const studentsByDrenWithStateSchema = record({
  dren_id: id(),
  dren_name: text(),
  ...stateCounts,
});

export const studentsBySchoolSchema = record({
  school_id: id(),
  school_name: text(),
  total: count(),
  ...stateCounts,
});

export const schoolStatsByDrenSchema = record({
  dren_id: id(),
  dren_name: text(),
  schools: count(),
  schoolsWithIssues: count(),
  students: count(),
});

export const drenStatsSchema = record({
  schools: count(),
  students: count(),
  ...stateCounts,
  withPhoto: count(),
});

export const errorStatsSchema = record({ syncError_entity: syncEntity, count: count() });

export const deletedCountSchema = record({ deleted: count() });

export const plannedRunSchema = record({ task_id: id(), task_name: text(), at: isoDate() });

export const timelineSchema = record({
  executions: list(taskExecutionSchema),
  planned: list(plannedRunSchema),
});

/**
 * GET /api/health without a valid token: up, and nothing more (docs/api.md). Strict: the
 * version or the time of the last restart would tell an outsider what to try.
 */
export const publicHealthSchema = z
  .strictObject({ status: oneOf(['up']) })
  .register(z.globalRegistry, { description: 'Sans jeton valide : l’état seul.' });

/** With a valid token (the app's status dot, /dev): also the version, time and uptime. */
export const healthDetailsSchema = record({
  status: oneOf(['up']),
  version: text(),
  time: isoDate(),
  uptimeSeconds: count(),
}).register(z.globalRegistry, {
  description:
    'Avec un jeton valide : aussi la version, l’heure du serveur et sa durée de fonctionnement.',
});

export const healthSchema = z.union([healthDetailsSchema, publicHealthSchema]);

/** Reference data of the DSPS (Direction des Stratégies, de la Planification et des Statistiques). */
export const dspsSchema = record({ schoolYear: text(), classes: list(text()) });

export const newTokenSchema = record({ token: text() });

/** What a deletion answers: the deleted record's id under its id field. */
export const deletedSchema = (idField: string) => record({ [idField]: z.union([id(), text()]) });

/**
 * POST /api/validation/claim (docs/api.md, "Leases"): the next records of the queue leased
 * to the caller until `until`, the queue's total, and what other controllers hold of it:
 * how many, and (optional, issue 40) who holds how many.
 */
export const claimSchema = record({
  records: list(studentSchema),
  total: count(),
  reservedByOthers: count(),
  otherControllers: count(),
  reservedBy: optional(list(record({ login_name: text(), count: count() }))),
  until: isoDate(),
});

export const releasedSchema = record({ released: count() });
