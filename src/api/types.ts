import type * as z from 'zod/mini';
import type { authUserSchema, loginAnswerSchema, loginSchema } from './schemas/auth';
import type * as f from './schemas/figures';
import type * as r from './schemas/records';
import {
  EXECUTION_STATUSES,
  ROLE_VALUES,
  RUN_STATUSES,
  SERVICE_MESSAGE_TYPE_VALUES,
  SYNC_ENTITIES,
  TASK_KIND_VALUES,
  VALIDATION_STATES,
} from './schemas/values';

/**
 * Shapes of the records the API exchanges. The spec names most entities only
 * through their endpoints; these shapes are the contract written in docs/api.md,
 * shared by the client and the embedded demo API.
 */

export type Role = (typeof ROLE_VALUES)[number];
export const ROLES: readonly Role[] = ROLE_VALUES;

/**
 * The records' TypeScript types, inferred from their schemas (src/api/schemas/), so that types
 * and checks cannot drift. The schemas accept extra fields; the types list the known ones.
 */
type Known<T> = { [K in keyof T as string extends K ? never : K]: T[K] };
type Of<S extends z.core.$ZodType> = Known<z.infer<S>>;

/** Auth user as returned by /api/auth/login and /api/auth/me. */
export type AuthUser = Of<typeof authUserSchema>;

/** A login (user account) as managed under /api/login. */
export type Login = Of<typeof loginSchema> & {
  /** Only sent on save (creation or change); never returned. */
  login_password?: string;
};

export type LoginResponse = Of<typeof loginAnswerSchema>;

export type ValidationState = (typeof VALIDATION_STATES)[number];

export type Dren = Of<typeof r.drenSchema>;
export type School = Of<typeof r.schoolSchema>;
export type Student = Of<typeof r.studentSchema>;
export type Photo = Of<typeof r.photoSchema>;

export type ServiceMessageType = (typeof SERVICE_MESSAGE_TYPE_VALUES)[number];
export const SERVICE_MESSAGE_TYPES: readonly ServiceMessageType[] = SERVICE_MESSAGE_TYPE_VALUES;
export type ServiceMessage = Of<typeof r.serviceMessageSchema>;

export type RunStatus = (typeof RUN_STATUSES)[number];
/** A task execution's status: a run's, or 'stopped' by an administrator. */
export type ExecutionStatus = (typeof EXECUTION_STATUSES)[number];
export type SyncEntity = (typeof SYNC_ENTITIES)[number];
export type SyncHistory = Of<typeof r.syncHistorySchema> & {
  syncHistory_counts: Record<SyncEntity, number>;
};
export type SyncError = Of<typeof r.syncErrorSchema>;
/** A change brought by a production synchronisation (sync_prod.get_*_updates). */
export type SyncUpdate = Of<typeof r.syncUpdateSchema>;

/** What a task does; the scheduler shows a French label for each. */
export type TaskKind = (typeof TASK_KIND_VALUES)[number];
export const TASK_KINDS: readonly TaskKind[] = TASK_KIND_VALUES;
export type Task = Of<typeof r.taskSchema>;
export type TaskExecution = Of<typeof r.taskExecutionSchema>;
export type TaskLog = Of<typeof r.taskLogSchema>;

export type ValidationRule = Of<typeof r.validationRuleSchema>;
/** A decision taken on a student by a controller (validation/list). */
export type StudentValidation = Of<typeof r.studentValidationSchema>;

export type ModelLocation = Of<typeof r.modelLocationSchema>;
export type ModelOrganization = Of<typeof r.modelOrganizationSchema>;
export type ModelDatabase = Of<typeof r.modelDatabaseSchema>;
export type ModelDatabaseSource = Of<typeof r.modelDatabaseSourceSchema>;
export type ModelEntity = Of<typeof r.modelEntitySchema>;
export type ModelEntitySource = Of<typeof r.modelEntitySourceSchema>;

export type LinkedSite = Of<typeof r.linkedSiteSchema>;
export type AppConfig = Of<typeof r.appConfigSchema> & { linkedSites: LinkedSite[] };

/** The statistics' answers (src/api/schemas/figures.ts), checked before a card reads them. */
export type StudentStats = Of<typeof f.studentStatsSchema>;
export type StudentsByDren = Of<typeof f.studentsByDrenSchema>;
export type StudentsByDrenWithState = Of<typeof f.studentsByDrenWithStateSchema>;
export type StudentsBySchool = Of<typeof f.studentsBySchoolSchema>;
export type SchoolStatsByDren = Of<typeof f.schoolStatsByDrenSchema>;
export type DrenStats = Of<typeof f.drenStatsSchema>;
export type SyncErrorStat = Of<typeof f.errorStatsSchema>;

/** Every successful response: status ok, the payload in data, total on lists. */
export interface ApiSuccess<T> {
  status: 'ok';
  data: T;
  total?: number;
}

/** Every failing response: HTTP 4xx/5xx with a French message. */
export interface ApiFailure {
  status: 'error';
  message: string;
  /** Per-field messages on 400, keyed by field name. */
  errors?: Record<string, string>;
}
