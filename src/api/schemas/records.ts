import * as z from 'zod/mini';
import {
  count,
  executionStatus,
  id,
  int,
  isoDate,
  isoDay,
  list,
  nullable,
  oneOf,
  optional,
  record,
  runStatus,
  syncEntity,
  text,
  validationState,
} from './shared';
import { SERVICE_MESSAGE_TYPE_VALUES, SYNC_ENTITIES, TASK_KIND_VALUES } from './values';

/** The records the API exchanges (docs/api.md); their TypeScript types are in ../types.ts. */

export const drenSchema = record({
  dren_id: id(),
  dren_code: text(),
  dren_name: text(),
  dren_city: text(),
  dren_schoolCount: count(),
  dren_studentCount: count(),
  dren_validatedCount: count(),
});

export const schoolSchema = record({
  school_id: id(),
  school_code: text(),
  school_name: text(),
  school_city: text(),
  school_type: oneOf(['Public', 'Privé']),
  dren_id: id(),
  dren_name: text(),
  school_studentCount: count(),
  school_validatedCount: count(),
  /** Students breaking a validation rule: admins and controllers only (../validity.ts). */
  school_issueCount: optional(count()),
});

export const studentSchema = record({
  student_idNumber: text(),
  student_uuid: text(),
  student_lastName: text(),
  student_firstName: text(),
  student_gender: oneOf(['M', 'F']),
  /** Empty when unknown. */
  student_birthDate: z.union([isoDay(), z.literal('')]),
  student_class: text(),
  student_state: validationState,
  student_hasPhoto: z.boolean(),
  /** The student's latest photo, for its miniature (null without a photo). */
  student_photoUuid: nullable(text()),
  /** Ids of the validation rules broken: admins and controllers only (../validity.ts). */
  student_issues: optional(list(text())),
  student_updatedAt: isoDate(),
  school_id: id(),
  school_name: text(),
  dren_id: id(),
  dren_name: text(),
});

export const photoSchema = record({
  photo_id: id(),
  photo_uuid: text(),
  photo_state: validationState,
  photo_takenAt: isoDate(),
  photo_width: count(),
  photo_height: count(),
  student_idNumber: text(),
  student_fullName: text(),
  school_id: id(),
  dren_id: id(),
});

export const serviceMessageSchema = record({
  serviceMessage_id: id(),
  serviceMessage_title: text(),
  serviceMessage_content: text(),
  serviceMessage_type: oneOf(SERVICE_MESSAGE_TYPE_VALUES),
  serviceMessage_displayed: z.boolean(),
  serviceMessage_createdAt: isoDate(),
});

export const syncHistorySchema = record({
  syncHistory_id: id(),
  syncHistory_type: oneOf([...SYNC_ENTITIES, 'full']),
  syncHistory_startedAt: isoDate(),
  syncHistory_endedAt: nullable(isoDate()),
  syncHistory_status: runStatus,
  syncHistory_created: count(),
  syncHistory_updated: count(),
  syncHistory_errorCount: count(),
  /** Records the run changed (created or updated), by entity. */
  syncHistory_counts: record({ student: count(), school: count(), photo: count(), dren: count() }),
  school_id: nullable(id()),
});

export const syncErrorSchema = record({
  syncError_id: id(),
  syncHistory_id: id(),
  syncError_entity: syncEntity,
  syncError_reference: text(),
  syncError_message: text(),
  syncError_createdAt: isoDate(),
});

/** A change brought by a production synchronisation (sync_prod.get_*_updates). */
export const syncUpdateSchema = record({
  update_id: id(),
  syncHistory_id: id(),
  update_entity: syncEntity,
  update_reference: text(),
  update_action: oneOf(['create', 'update', 'delete']),
  update_fields: list(text()),
  /** Id of the changed record (student idNumber, photo_id, school_id, dren_id); null once gone. */
  update_recordId: nullable(z.union([text(), int()])),
});

export const taskSchema = record({
  task_id: id(),
  task_name: text(),
  task_description: text(),
  task_kind: oneOf(TASK_KIND_VALUES),
  /** Settings handed to the command, a JSON object. */
  task_params: z.record(text(), z.unknown()),
  task_command: text(),
  /** Cron expression (minute hour day month weekday). */
  task_cron: text(),
  task_enabled: z.boolean(),
  task_lastRunAt: nullable(isoDate()),
  task_lastStatus: nullable(executionStatus),
  /** Who stopped the last execution and when, if it was stopped (`POST /api/task/stop`). */
  task_lastStoppedBy: optional(nullable(text())),
  task_lastStoppedAt: optional(nullable(isoDate())),
});

export const taskExecutionSchema = record({
  execution_id: id(),
  task_id: id(),
  task_name: text(),
  execution_startedAt: isoDate(),
  execution_endedAt: nullable(isoDate()),
  execution_status: executionStatus,
  execution_trigger: oneOf(['schedule', 'manual']),
  /** login_name of who stopped it (status 'stopped'); it stopped at execution_endedAt. */
  execution_stoppedBy: optional(nullable(text())),
});

export const taskLogSchema = record({
  log_id: id(),
  execution_id: id(),
  log_time: isoDate(),
  log_level: oneOf(['info', 'warning', 'error']),
  log_message: text(),
});

export const validationRuleSchema = record({
  rule_id: text(),
  rule_label: text(),
  /** The student field the rule checks. */
  rule_field: oneOf(Object.keys(studentSchema.shape) as [keyof typeof studentSchema.shape]),
  rule_severity: oneOf(['error', 'warning']),
});

/** A decision taken on a student by a controller (validation/list). */
export const studentValidationSchema = record({
  validation_id: id(),
  student_idNumber: text(),
  /** What was checked: the student's data or their photo. */
  validation_target: oneOf(['data', 'photo']),
  validation_state: validationState,
  validation_comment: text(),
  validation_by: text(),
  validation_at: isoDate(),
});

/** The shared part of the two tree models (infrastructure and organisations). */
const treeNode = { parentId: nullable(id()), order: int() };

export const modelLocationSchema = record({
  ...treeNode,
  modelLocation_id: id(),
  modelLocation_name: text(),
  modelLocation_kind: oneOf(['Pays', 'Région', 'DREN', 'Site', 'Bâtiment', 'Salle']),
});

export const modelOrganizationSchema = record({
  ...treeNode,
  modelOrganization_id: id(),
  modelOrganization_name: text(),
  modelOrganization_kind: oneOf(['Ministère', 'Direction', 'Service', 'Bureau']),
});

export const modelDatabaseSchema = record({
  modelDatabase_id: id(),
  modelDatabase_name: text(),
  modelDatabase_engine: oneOf(['PostgreSQL', 'MySQL', 'SQL Server', 'Oracle']),
  modelDatabase_host: text(),
  // Optional reference: null, or left out when the record has none (docs/api.md).
  modelLocation_id: optional(nullable(id())),
});

export const modelDatabaseSourceSchema = record({
  modelDatabaseSource_id: id(),
  modelDatabase_id: id(),
  modelDatabaseSource_name: text(),
  modelDatabaseSource_connection: text(),
  modelDatabaseSource_order: int(),
});

export const modelEntitySchema = record({
  modelEntity_id: id(),
  modelEntity_name: text(),
  modelEntity_description: optional(text()),
  modelOrganization_id: optional(nullable(id())),
});

export const modelEntitySourceSchema = record({
  modelEntitySource_id: id(),
  modelEntity_id: id(),
  modelDatabaseSource_id: id(),
  modelEntitySource_table: text(),
  modelEntitySource_order: int(),
});

export const linkedSiteSchema = record({ site_key: text(), site_name: text(), site_url: text() });

export const appConfigSchema = record({
  app_name: text(),
  linkedSites: list(linkedSiteSchema),
  demo: z.boolean(),
});
