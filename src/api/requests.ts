import * as z from 'zod/mini';
import type { EndpointName } from './endpoints';
import { loginSchema } from './schemas/auth';
import * as r from './schemas/records';
import {
  int,
  list,
  nullable,
  oneOf,
  optional,
  record,
  text,
  validationState,
} from './schemas/shared';

/**
 * What each call takes beyond the list parameters (docs/api.md, "Calls and their payloads"):
 * its query parameters, the record field an id parameter comes from, and its JSON body. Read
 * by the OpenAPI document and by check-api (which fills the parameters from earlier answers).
 */
export interface Parameter {
  required?: boolean;
  /** The record field holding the value (`photo_id` for `/api/photo/{id}`); default: its name. */
  from?: string;
  description?: string;
  /** JSON Schema of the value in the query string (default: any text). */
  schema?: Record<string, unknown>;
}

export interface Request {
  /** Query and path parameters (path placeholders are always required). */
  params?: Record<string, Parameter>;
  body?: z.core.$ZodType;
  /** Takes the search and the equality filters of this paged list (not its paging). */
  filtersOf?: string;
}

const need = (from?: string, description?: string): Parameter => ({
  required: true,
  from,
  description,
});
const maybe = (description: string, schema?: Parameter['schema']): Parameter => ({
  description,
  ...(schema && { schema }),
});
const date = { type: 'string', format: 'date' };

const byStudent = { params: { student_idNumber: need() } };
const target = maybe('`data` (défaut) ou `photo`', { type: 'string', enum: ['data', 'photo'] });
const updates = { params: { syncHistory_id: need() } };
const idOf = (idField: string) => record({ [idField]: int() });
/** A save: the record, without its id for a creation. */
const save = (schema: z.ZodMiniObject) => z.partial(schema);

type ModelName = `model${'Location' | 'Organization' | 'Database' | 'Entity'}${'' | 'Source'}`;

const model = (name: ModelName, schema: z.ZodMiniObject, sources = false) => ({
  [`${name}.load`]: { params: { [`${name}_id`]: need() } },
  [`${name}.save`]: { body: save(schema) },
  [`${name}.delete`]: sources ? { body: idOf(`${name}_id`) } : {},
  [`${name}.updateHierarchy`]: {
    body: record({ nodes: list(record({ id: int(), parentId: nullable(int()), order: int() })) }),
  },
  [`${name}.updateOrder`]: { body: record({ ids: list(int()) }) },
});

const requests: Partial<Record<string, Request>> = {
  'auth.login': { body: record({ login: text(), password: text() }) },
  'auth.changePassword': { body: record({ currentPassword: text(), newPassword: text() }) },

  'photo.list': {
    params: {
      photo_state: maybe('état'),
      dren_id: maybe('DREN'),
      school_id: maybe('école'),
      student_idNumber: maybe('matricule'),
    },
  },
  'photo.get': { params: { id: need('photo_id') } },
  'photo.fullsize': { params: { photo_uuid: need() } },
  'photo.miniature': { params: { photo_uuid: need() } },
  'photo.byStudent': byStudent,

  'login.load': { params: { login_id: need() } },
  'login.save': { body: z.extend(save(loginSchema), { login_password: optional(text()) }) },

  'student.getStudent': byStudent,
  'student.getStudentByUuid': { params: { student_uuid: need() } },
  'student.getStudentValidityIssues': byStudent,
  'student.getStudents': {
    params: {
      hasIssues: maybe('`true` : seulement les élèves enfreignant une règle', {
        type: 'string',
        enum: ['true'],
      }),
    },
  },
  'student.getStudentStats': { filtersOf: 'student.getStudents' },
  'school.getSchool': { params: { school_id: need() } },

  'stats.studentsBySchool': { params: { dren_id: maybe('DREN'), target } },
  'stats.studentsByDrenWithState': { params: { target } },
  'stats.drenStats': { params: { dren_id: maybe('DREN (défaut : toutes)') } },

  'validation.students': {
    params: { validation_target: maybe('la file : `data` (défaut) ou `photo`', target.schema) },
  },
  'validation.studentValidation': {
    body: record({
      student_idNumber: text(),
      validation_target: oneOf(['data', 'photo']),
      validation_state: validationState,
      validation_comment: optional(text()),
      validation_requestKey: optional(
        text().register(z.globalRegistry, {
          'x-optional': true,
          description:
            'Facultatif : clé d’idempotence. Le même utilisateur renvoyant la même clé reçoit la même réponse, sans seconde décision.',
        }),
      ),
    }),
  },
  'validation.list': {
    params: {
      date_from: maybe('AAAA-MM-JJ, inclus', date),
      date_to: maybe('AAAA-MM-JJ, inclus', date),
    },
  },
  'validation.claim': {
    body: record({
      holder: text(),
      query: z.record(text(), text()),
      count: int(),
      keep: optional(list(text())),
      exclude: optional(list(text())),
    }),
  },
  'validation.release': {
    body: record({ holder: text(), student_idNumbers: optional(list(text())) }),
  },

  'sync.historyOne': { params: { id: need('syncHistory_id') } },
  'sync.studentHistory': byStudent,
  'sync.schoolHistory': { params: { school_id: need() } },
  'sync.errorStats': { params: { syncHistory_id: maybe('une synchronisation (défaut : toutes)') } },
  'sync.deleteErrors': {
    body: record({ ids: optional(list(int())), syncHistory_id: optional(int()) }),
  },
  'syncProd.schoolUpdates': updates,
  'syncProd.photoUpdates': updates,
  'syncProd.studentUpdates': updates,
  'syncProd.drenUpdates': updates,

  'serviceMessage.load': { params: { serviceMessage_id: need() } },
  'serviceMessage.save': { body: save(r.serviceMessageSchema) },
  'serviceMessage.delete': { params: { serviceMessage_id: need() } },

  'task.get': { params: { task_id: need() } },
  'task.logs': { params: { execution_id: need() } },
  'task.create': { body: save(r.taskSchema) },
  'task.delete': { body: idOf('task_id') },
  'task.execute': { body: idOf('task_id') },
  'task.stop': { body: idOf('execution_id') },
  'task.timeline': {
    params: {
      from: maybe('date ISO', { type: 'string', format: 'date-time' }),
      to: maybe('date ISO', { type: 'string', format: 'date-time' }),
    },
  },

  ...model('modelLocation', r.modelLocationSchema),
  ...model('modelOrganization', r.modelOrganizationSchema),
  ...model('modelDatabase', r.modelDatabaseSchema),
  ...model('modelEntity', r.modelEntitySchema),
  ...model('modelDatabaseSource', r.modelDatabaseSourceSchema, true),
  ...model('modelEntitySource', r.modelEntitySourceSchema, true),
} satisfies Partial<Record<EndpointName | `model${string}`, Request>>;

/** What a call takes (nothing beyond its path for a call missing here). */
export const requestOf = (name: string): Request =>
  (Object.hasOwn(requests, name) ? requests[name] : undefined) ?? {};
