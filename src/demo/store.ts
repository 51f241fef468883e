import type { DemoDb } from './db';
import { Collection } from './collection';

type RecordOf<K extends keyof DemoDb> = DemoDb[K][number];

interface CollectionSpec<T> {
  id: keyof T & string;
  /** Fields searched by `q`; empty: every text field. */
  search: readonly (keyof T & string)[];
  /** Fields lists may neither filter nor sort on. */
  hidden?: readonly (keyof T & string)[];
}

/** Id field and search fields of every table of the demo database. */
const specs: { [K in keyof DemoDb]: CollectionSpec<RecordOf<K>> } = {
  drens: { id: 'dren_id', search: ['dren_name', 'dren_code', 'dren_city'] },
  schools: { id: 'school_id', search: ['school_name', 'school_code', 'school_city', 'dren_name'] },
  students: {
    id: 'student_idNumber',
    search: ['student_lastName', 'student_firstName', 'student_idNumber'],
  },
  photos: { id: 'photo_id', search: ['student_fullName', 'student_idNumber', 'photo_uuid'] },
  logins: {
    id: 'login_id',
    search: ['login_name', 'login_fullName', 'login_email'],
    hidden: ['passwordHash', 'seedPassword'],
  },
  serviceMessages: {
    id: 'serviceMessage_id',
    search: ['serviceMessage_title', 'serviceMessage_content'],
  },
  syncHistories: { id: 'syncHistory_id', search: ['syncHistory_type', 'syncHistory_status'] },
  syncErrors: {
    id: 'syncError_id',
    search: ['syncError_reference', 'syncError_message', 'syncError_entity'],
  },
  syncUpdates: { id: 'update_id', search: ['update_reference', 'update_entity'] },
  tasks: { id: 'task_id', search: ['task_name', 'task_description', 'task_command'] },
  executions: { id: 'execution_id', search: ['task_name', 'execution_status'] },
  logs: { id: 'log_id', search: ['log_message'] },
  validationRules: { id: 'rule_id', search: ['rule_id', 'rule_label', 'rule_field'] },
  validations: {
    id: 'validation_id',
    search: ['student_idNumber', 'validation_comment', 'validation_by'],
  },
  modelLocations: { id: 'modelLocation_id', search: ['modelLocation_name', 'modelLocation_kind'] },
  modelOrganizations: {
    id: 'modelOrganization_id',
    search: ['modelOrganization_name', 'modelOrganization_kind'],
  },
  modelDatabases: {
    id: 'modelDatabase_id',
    search: ['modelDatabase_name', 'modelDatabase_host', 'modelDatabase_engine'],
  },
  modelDatabaseSources: {
    id: 'modelDatabaseSource_id',
    search: ['modelDatabaseSource_name', 'modelDatabaseSource_connection'],
  },
  modelEntities: { id: 'modelEntity_id', search: ['modelEntity_name', 'modelEntity_description'] },
  modelEntitySources: { id: 'modelEntitySource_id', search: ['modelEntitySource_table'] },
};

export type Collections = { [K in keyof DemoDb]: Collection<RecordOf<K>> };
export type TableName = keyof DemoDb;

declare module '../resource/declare' {
  /** What a resource module's `demoSeed` reads: the demo's tables, which the demo adds here. */
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface DemoTables extends Collections {}
}

/**
 * The demo database with its collections (indexes and caches) and the lasting indexes
 * built on them (links between tables, the schools' counts).
 */
export class DemoStore {
  readonly tables: Collections;
  private readonly indexes = new Map<string, unknown>();

  constructor(readonly db: DemoDb) {
    const tables: Partial<Record<TableName, Collection<object>>> = {};
    for (const name of Object.keys(specs) as TableName[]) {
      const spec = specs[name] as CollectionSpec<object>;
      tables[name] = new Collection<object>(db[name], spec.id, spec.search, spec.hidden);
    }
    this.tables = tables as Collections;
  }

  /** A store of a few tables, the others empty (what a login and the app's frame need). */
  static ofTables(some: Partial<DemoDb>): DemoStore {
    const empty = Object.fromEntries(Object.keys(specs).map((name) => [name, []]));
    return new DemoStore({ ...empty, ...some } as DemoDb);
  }

  /** An index built once, for links the API never changes (student of a photo, uuid). */
  index<V>(key: string, build: () => V): V {
    if (!this.indexes.has(key)) this.indexes.set(key, build());
    return this.indexes.get(key) as V;
  }

  /** The index of the list the app opens first: students by last name. */
  prepareStudentList(): void {
    this.tables.students.sortIndex('student_lastName');
  }
}
