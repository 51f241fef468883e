import type {
  Dren,
  Login,
  ModelDatabase,
  ModelDatabaseSource,
  ModelEntity,
  ModelEntitySource,
  ModelLocation,
  ModelOrganization,
  Photo,
  School,
  ServiceMessage,
  Student,
  StudentValidation,
  SyncError,
  SyncHistory,
  SyncUpdate,
  Task,
  TaskExecution,
  TaskLog,
  ValidationRule,
} from '../api/types';
import type { Credentials } from './passwords';

/** A student as the demo keeps it: with its validity issues (left out for some callers). */
export type DemoStudent = Student & { student_issues: string[] };
/** A school as the demo keeps it: with its count of students to correct. */
export type DemoSchool = School & { school_issueCount: number };

/** A demo account: a login with what checks its password, kept only inside the demo API. */
export type DemoLogin = Login &
  Credentials & {
    /** The sessions ended by a logout, while under 12 h old (older ones are refused anyway). */
    endedSessions?: EndedSession[];
  };

/** A session ended by a logout: its id, and its login time to forget it after 12 h. */
export interface EndedSession {
  sessionId: string;
  auth: number;
}

/** The whole in-memory database behind the embedded demo API. */
export interface DemoDb {
  drens: Dren[];
  schools: DemoSchool[];
  students: DemoStudent[];
  photos: Photo[];
  logins: DemoLogin[];
  serviceMessages: ServiceMessage[];
  syncHistories: SyncHistory[];
  syncErrors: SyncError[];
  syncUpdates: SyncUpdate[];
  tasks: Task[];
  executions: TaskExecution[];
  logs: TaskLog[];
  validationRules: ValidationRule[];
  validations: StudentValidation[];
  modelLocations: ModelLocation[];
  modelOrganizations: ModelOrganization[];
  modelDatabases: ModelDatabase[];
  modelDatabaseSources: ModelDatabaseSource[];
  modelEntities: ModelEntity[];
  modelEntitySources: ModelEntitySource[];
}

export interface DemoDbOptions {
  /** Number of students to generate; 50,000 by default. */
  students?: number;
  /** Seed of the pseudo-random generator: the same seed gives the same data. */
  seed?: number;
}

export const DEFAULT_STUDENT_COUNT = 50_000;
export const DEFAULT_SEED = 20261121;
