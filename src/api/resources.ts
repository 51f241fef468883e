import type { EndpointName } from './endpoints';

/**
 * How each react-admin resource maps onto the endpoint table. Resources are named after
 * their page's path (spec section 2), so `<Resource name="student">` serves /student.
 * Adding a resource is one entry here and one `<Resource>`.
 */
export interface ResourceDefinition {
  /** The record's own key; react-admin's `id` is a copy of it. */
  idField: string;
  /** Name of the id in the one-record call's path or query, when it differs from idField. */
  idParam?: string;
  list: EndpointName;
  /** One record; without it, the list is asked with `ids`. */
  getOne?: EndpointName;
  create?: EndpointName;
  update?: EndpointName;
  delete?: EndpointName;
}

/** The data-model resources: load, list, save and delete under one name. */
const model = (name: string): ResourceDefinition => ({
  idField: `${name}_id`,
  list: `${name}.list` as EndpointName,
  getOne: `${name}.load` as EndpointName,
  create: `${name}.save` as EndpointName,
  update: `${name}.save` as EndpointName,
  delete: `${name}.delete` as EndpointName,
});

export const resources = {
  student: {
    idField: 'student_idNumber',
    list: 'student.getStudents',
    getOne: 'student.getStudent',
  },
  photos: { idField: 'photo_id', idParam: 'id', list: 'photo.list', getOne: 'photo.get' },
  dren: { idField: 'dren_id', list: 'dren.getDrens' },
  school: { idField: 'school_id', list: 'school.getSchools', getOne: 'school.getSchool' },
  schoolValidationIssues: { idField: 'school_id', list: 'school.getSchoolsWithIssues' },
  validation: { idField: 'student_idNumber', list: 'validation.students' },
  'validation-decisions': { idField: 'validation_id', list: 'validation.list' },
  users: {
    idField: 'login_id',
    list: 'login.list',
    getOne: 'login.load',
    create: 'login.save',
    update: 'login.save',
    delete: 'login.delete',
  },
  'service-messages': {
    idField: 'serviceMessage_id',
    list: 'serviceMessage.list',
    getOne: 'serviceMessage.load',
    create: 'serviceMessage.save',
    update: 'serviceMessage.save',
    delete: 'serviceMessage.delete',
  },
  synchronization: {
    idField: 'syncHistory_id',
    idParam: 'id',
    list: 'sync.history',
    getOne: 'sync.historyOne',
  },
  'sync-errors': { idField: 'syncError_id', list: 'sync.errors' },
  tasks: {
    idField: 'task_id',
    list: 'task.list',
    getOne: 'task.get',
    create: 'task.create',
    update: 'task.create',
    delete: 'task.delete',
  },
  'task-executions': { idField: 'execution_id', list: 'task.history' },
  'model-location': model('modelLocation'),
  'model-organization': model('modelOrganization'),
  'model-database': model('modelDatabase'),
  'model-entity': model('modelEntity'),
  'model-database-source': model('modelDatabaseSource'),
  'model-entity-source': model('modelEntitySource'),
} satisfies Record<string, ResourceDefinition>;

export type ResourceName = keyof typeof resources;
