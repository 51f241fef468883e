import type { AnyEndpointName } from './endpointRegistry';
import { ProgrammingError } from './programmingError';

/**
 * How each react-admin resource maps onto the endpoints. Resources are named after their
 * page's path (spec section 2), so `<Resource name="student">` serves /student.
 * The resources below are the API-only ones (their pages are being built as custom pages);
 * a resource module (docs/resources.md) declares its own and registers it at start.
 */
export interface ResourceDefinition {
  /** The record's own key; react-admin's `id` is a copy of it. */
  idField: string;
  /**
   * Name of the id in the one-record and delete calls' query or body, when it differs from
   * idField. A path with one placeholder always takes the id there, whatever its name.
   */
  idParam?: string;
  list: AnyEndpointName;
  /** One record; without it, the list is asked with `ids`. */
  getOne?: AnyEndpointName;
  create?: AnyEndpointName;
  update?: AnyEndpointName;
  delete?: AnyEndpointName;
}

/** The data-model resources: load, list, save and delete under one name. */
const model = (name: string): ResourceDefinition => ({
  idField: `${name}_id`,
  list: `${name}.list` as AnyEndpointName,
  getOne: `${name}.load` as AnyEndpointName,
  create: `${name}.save` as AnyEndpointName,
  update: `${name}.save` as AnyEndpointName,
  delete: `${name}.delete` as AnyEndpointName,
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

const registered = new Map<string, ResourceDefinition>(Object.entries(resources));

/** Adds a resource declared by a module (src/resource/register.ts). */
export const registerResourceDefinition = (name: string, definition: ResourceDefinition) => {
  registered.set(name, definition);
};

/** Every resource the dataProvider serves. */
export const resourceNames = (): string[] => [...registered.keys()];

export const resourceDefinition = (name: string): ResourceDefinition => {
  const definition = registered.get(name);
  if (!definition) throw new ProgrammingError(`ressource inconnue « ${name} ».`);
  return definition;
};
