/**
 * Shapes of the records the API exchanges. The spec names most entities only
 * through their endpoints; these shapes are the contract written in docs/api.md,
 * shared by the client and the embedded demo API.
 */

export type Role = 'admin' | 'control' | 'dev_api_list';
export const ROLES: readonly Role[] = ['admin', 'control', 'dev_api_list'];

/** Auth user as returned by /api/auth/login and /api/auth/me. */
export interface AuthUser {
  login_id: number;
  login_name: string;
  login_email: string;
  login_role: Role | '';
  login_additionalRoles: Role[];
  /** Sent by GET /api/auth/me (and the login answer) for 'Mon profil'; absent from older servers. */
  login_fullName?: string;
}

/** A login (user account) as managed under /api/login. */
export interface Login extends AuthUser {
  login_fullName: string;
  login_createdAt: string;
  /** Only sent on save (creation or change); never returned. */
  login_password?: string;
}

export interface LoginResponse {
  status: string;
  token?: string;
  user?: AuthUser;
  message?: string;
}

export type ValidationState = 'pending' | 'validated' | 'rejected';

export interface Dren {
  dren_id: number;
  dren_code: string;
  dren_name: string;
  dren_city: string;
  dren_schoolCount: number;
  dren_studentCount: number;
  dren_validatedCount: number;
}

export interface School {
  school_id: number;
  school_code: string;
  school_name: string;
  school_city: string;
  school_type: 'Public' | 'Privé';
  dren_id: number;
  dren_name: string;
  school_studentCount: number;
  school_validatedCount: number;
  /** Students breaking a validation rule: admins and controllers only (src/api/validity.ts). */
  school_issueCount?: number;
}

export interface Student {
  student_idNumber: string;
  student_uuid: string;
  student_lastName: string;
  student_firstName: string;
  student_gender: 'M' | 'F';
  student_birthDate: string;
  student_class: string;
  student_state: ValidationState;
  student_hasPhoto: boolean;
  /** The student's latest photo, for its miniature (null without a photo). */
  student_photoUuid: string | null;
  /** Ids of the validation rules broken: admins and controllers only (src/api/validity.ts). */
  student_issues?: string[];
  student_updatedAt: string;
  school_id: number;
  school_name: string;
  dren_id: number;
  dren_name: string;
}

export interface Photo {
  photo_id: number;
  photo_uuid: string;
  photo_state: ValidationState;
  photo_takenAt: string;
  photo_width: number;
  photo_height: number;
  student_idNumber: string;
  student_fullName: string;
  school_id: number;
  dren_id: number;
}

export type ServiceMessageType = 'Info' | 'Warning' | 'Alert';
export const SERVICE_MESSAGE_TYPES: readonly ServiceMessageType[] = ['Info', 'Warning', 'Alert'];

export interface ServiceMessage {
  serviceMessage_id: number;
  serviceMessage_title: string;
  serviceMessage_content: string;
  serviceMessage_type: ServiceMessageType;
  serviceMessage_displayed: boolean;
  serviceMessage_createdAt: string;
}

export type RunStatus = 'running' | 'success' | 'error';

export interface SyncHistory {
  syncHistory_id: number;
  syncHistory_type: 'student' | 'school' | 'photo' | 'dren' | 'full';
  syncHistory_startedAt: string;
  syncHistory_endedAt: string | null;
  syncHistory_status: RunStatus;
  syncHistory_created: number;
  syncHistory_updated: number;
  syncHistory_errorCount: number;
  /** Records the run changed (created or updated), by entity. */
  syncHistory_counts: Record<SyncEntity, number>;
  school_id: number | null;
}

export type SyncEntity = 'student' | 'school' | 'photo' | 'dren';

export interface SyncError {
  syncError_id: number;
  syncHistory_id: number;
  syncError_entity: 'student' | 'school' | 'photo' | 'dren';
  syncError_reference: string;
  syncError_message: string;
  syncError_createdAt: string;
}

/** A change brought by a production synchronisation (sync_prod.get_*_updates). */
export interface SyncUpdate {
  update_id: number;
  syncHistory_id: number;
  update_entity: 'student' | 'school' | 'photo' | 'dren';
  update_reference: string;
  update_action: 'create' | 'update' | 'delete';
  update_fields: string[];
  /** Id of the changed record (student idNumber, photo_id, school_id, dren_id); null once gone. */
  update_recordId: string | number | null;
}

/** What a task does; the scheduler shows a French label for each. */
export type TaskKind = 'sync' | 'photos' | 'export' | 'validation' | 'backup' | 'maintenance';
export const TASK_KINDS: readonly TaskKind[] = [
  'sync',
  'photos',
  'export',
  'validation',
  'backup',
  'maintenance',
];

export interface Task {
  task_id: number;
  task_name: string;
  task_description: string;
  task_kind: TaskKind;
  /** Settings handed to the command, a JSON object. */
  task_params: Record<string, unknown>;
  task_command: string;
  /** Cron expression (minute hour day month weekday). */
  task_cron: string;
  task_enabled: boolean;
  task_lastRunAt: string | null;
  task_lastStatus: RunStatus | null;
}

export interface TaskExecution {
  execution_id: number;
  task_id: number;
  task_name: string;
  execution_startedAt: string;
  execution_endedAt: string | null;
  execution_status: RunStatus;
  execution_trigger: 'schedule' | 'manual';
}

export interface TaskLog {
  log_id: number;
  execution_id: number;
  log_time: string;
  log_level: 'info' | 'warning' | 'error';
  log_message: string;
}

export interface ValidationRule {
  rule_id: string;
  rule_label: string;
  rule_field: keyof Student;
  rule_severity: 'error' | 'warning';
}

/** A decision taken on a student by a controller (validation/list). */
export interface StudentValidation {
  validation_id: number;
  student_idNumber: string;
  /** What was checked: the student's data or their photo. */
  validation_target: 'data' | 'photo';
  validation_state: ValidationState;
  validation_comment: string;
  validation_by: string;
  validation_at: string;
}

/** Shared shape of the two tree models (infrastructure and organisations). */
interface TreeNode {
  parentId: number | null;
  order: number;
}

export interface ModelLocation extends TreeNode {
  modelLocation_id: number;
  modelLocation_name: string;
  modelLocation_kind: 'Pays' | 'Région' | 'DREN' | 'Site' | 'Bâtiment' | 'Salle';
}

export interface ModelOrganization extends TreeNode {
  modelOrganization_id: number;
  modelOrganization_name: string;
  modelOrganization_kind: 'Ministère' | 'Direction' | 'Service' | 'Bureau';
}

export interface ModelDatabase {
  modelDatabase_id: number;
  modelDatabase_name: string;
  modelDatabase_engine: 'PostgreSQL' | 'MySQL' | 'SQL Server' | 'Oracle';
  modelDatabase_host: string;
  modelLocation_id: number | null;
}

export interface ModelDatabaseSource {
  modelDatabaseSource_id: number;
  modelDatabase_id: number;
  modelDatabaseSource_name: string;
  modelDatabaseSource_connection: string;
  modelDatabaseSource_order: number;
}

export interface ModelEntity {
  modelEntity_id: number;
  modelEntity_name: string;
  modelEntity_description: string;
  modelOrganization_id: number | null;
}

export interface ModelEntitySource {
  modelEntitySource_id: number;
  modelEntity_id: number;
  modelDatabaseSource_id: number;
  modelEntitySource_table: string;
  modelEntitySource_order: number;
}

export interface LinkedSite {
  site_key: string;
  site_name: string;
  site_url: string;
}

export interface AppConfig {
  app_name: string;
  linkedSites: LinkedSite[];
  demo: boolean;
}

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
