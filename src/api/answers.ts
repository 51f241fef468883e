import * as z from 'zod/mini';
import { answersToLoad, loadRegisteredAnswer, registeredAnswer } from './answerRegistry';
import type { Answer, AnswerSchema } from './answerTypes';
import type { EndpointName } from './endpoints';
import {
  loginSchema,
  meAnswerSchema,
  loginAnswerSchema,
  refreshAnswerSchema,
} from './schemas/auth';
import * as f from './schemas/figures';
import * as r from './schemas/records';
import { listAnswer, okAnswer } from './schemas/shared';

const json = (data: z.core.$ZodType): Answer => ({ kind: 'json', schema: okAnswer(data) });
const whole = (schema: AnswerSchema): Answer => ({ kind: 'json', schema });
const paged = (item: z.core.$ZodType): Answer => ({ kind: 'list', schema: listAnswer(item) });
const image: Answer = { kind: 'image' };
const deleted = (idField: string) => json(f.deletedSchema(idField));
const nothing = json(z.null());

type ModelName = `model${'Location' | 'Organization' | 'Database' | 'Entity'}${'' | 'Source'}`;

/** The answers of one data-model entity's calls. */
const model = <N extends ModelName>(name: N, item: z.core.$ZodType) => ({
  [`${name}.list`]: paged(item),
  [`${name}.load`]: json(item),
  [`${name}.save`]: json(item),
  [`${name}.delete`]: deleted(`${name}_id`),
  [`${name}.updateHierarchy`]: nothing,
  [`${name}.updateOrder`]: nothing,
});

/**
 * The answer of every call of the endpoint table (docs/api.md, "Calls and their payloads"): the
 * dataProvider parses each answer through it, the OpenAPI document and check-api read it.
 */
const spec: Partial<Record<string, Answer>> = {
  'auth.refresh': whole(refreshAnswerSchema),
  'auth.me': whole(meAnswerSchema),
  'auth.login': whole(loginAnswerSchema),
  'auth.logout': nothing,
  'auth.changePassword': json(f.newTokenSchema),

  'config.dsps': json(f.dspsSchema),
  'config.getConfig': json(r.appConfigSchema),
  health: json(f.healthSchema),

  'photo.list': paged(r.photoSchema),
  'photo.get': json(r.photoSchema),
  'photo.fullsize': image,
  'photo.miniature': image,
  'photo.byStudent': json(z.array(r.photoSchema)),

  'login.list': paged(loginSchema),
  'login.load': json(loginSchema),
  'login.delete': deleted('login_id'),
  'login.save': json(loginSchema),

  'student.getStudent': json(r.studentSchema),
  'student.getStudentStats': json(f.studentStatsSchema),
  'student.getStudentValidityIssues': json(z.array(f.validityIssueSchema)),
  'student.getStudents': paged(r.studentSchema),
  'student.getStudentByUuid': json(r.studentSchema),

  'dren.getDrens': paged(r.drenSchema),
  'school.getSchools': paged(r.schoolSchema),
  'school.getSchool': json(r.schoolSchema),
  'school.getSchoolsWithIssues': paged(r.schoolSchema),

  'stats.studentsBySchool': json(z.array(f.studentsBySchoolSchema)),
  'stats.schoolStatsByDren': json(z.array(f.schoolStatsByDrenSchema)),
  'stats.studentsByDrenWithState': json(z.array(f.studentsByDrenWithStateSchema)),
  'stats.studentsByDren': json(z.array(f.studentsByDrenSchema)),
  'stats.drenStats': json(f.drenStatsSchema),

  'validation.studentRules': json(z.array(r.validationRuleSchema)),
  'validation.students': paged(r.studentSchema),
  'validation.studentValidation': json(r.studentValidationSchema),
  'validation.list': paged(r.studentValidationSchema),
  'validation.claim': json(f.claimSchema),
  'validation.release': json(f.releasedSchema),

  'sync.history': paged(r.syncHistorySchema),
  'sync.studentHistory': json(z.array(r.syncHistorySchema)),
  'sync.schoolHistory': json(z.array(r.syncHistorySchema)),
  'sync.historyOne': json(r.syncHistorySchema),
  'sync.errors': paged(r.syncErrorSchema),
  'sync.errorStats': json(z.array(f.errorStatsSchema)),
  'sync.deleteErrors': json(f.deletedCountSchema),

  'syncProd.schoolUpdates': json(z.array(r.syncUpdateSchema)),
  'syncProd.photoUpdates': json(z.array(r.syncUpdateSchema)),
  'syncProd.studentUpdates': json(z.array(r.syncUpdateSchema)),
  'syncProd.drenUpdates': json(z.array(r.syncUpdateSchema)),

  'serviceMessage.save': json(r.serviceMessageSchema),
  'serviceMessage.delete': deleted('serviceMessage_id'),
  'serviceMessage.getDisplayed': json(z.array(r.serviceMessageSchema)),
  'serviceMessage.list': paged(r.serviceMessageSchema),
  'serviceMessage.load': json(r.serviceMessageSchema),

  'task.history': paged(r.taskExecutionSchema),
  'task.logs': json(z.array(r.taskLogSchema)),
  'task.delete': deleted('task_id'),
  'task.execute': json(r.taskExecutionSchema),
  'task.stop': json(r.taskExecutionSchema),
  'task.create': json(r.taskSchema),
  'task.get': json(r.taskSchema),
  'task.list': paged(r.taskSchema),
  'task.timeline': json(f.timelineSchema),

  ...model('modelLocation', r.modelLocationSchema),
  ...model('modelOrganization', r.modelOrganizationSchema),
  ...model('modelDatabase', r.modelDatabaseSchema),
  ...model('modelEntity', r.modelEntitySchema),
  ...model('modelDatabaseSource', r.modelDatabaseSourceSchema),
  ...model('modelEntitySource', r.modelEntitySourceSchema),
} satisfies Partial<Record<EndpointName | `model${string}`, Answer>>;

/** The answer of a call, loading it first if a resource module registered it as a loader. */
export const loadAnswer = async (name: string): Promise<Answer | undefined> =>
  (Object.hasOwn(spec, name) ? spec[name] : undefined) ?? loadRegisteredAnswer(name);

/** Loads every answer registered as a loader: `answerOf` then knows them all. */
export const loadAnswers = async (): Promise<void> => {
  await Promise.all(answersToLoad().map(loadRegisteredAnswer));
};

/**
 * What a public call answers a caller without a valid token, when it says less than to a
 * logged-in one (docs/api.md): check-api and the tests hold the server to it.
 */
const anonymous: Partial<Record<EndpointName, Answer>> = {
  health: json(f.publicHealthSchema),
};

export const anonymousAnswerOf = (name: string): Answer | undefined =>
  Object.hasOwn(anonymous, name) ? anonymous[name as EndpointName] : undefined;

/**
 * The answer of a call, or undefined for a call nobody described (a test lists them). One
 * registered as a loader must be loaded first (`loadAnswer`, `loadAnswers`).
 */
export const answerOf = (name: string): Answer | undefined =>
  (Object.hasOwn(spec, name) ? spec[name] : undefined) ?? registeredAnswer(name);

export { json as jsonAnswer, paged as listOf, deleted as deletedAnswer };
export { registerAnswer } from './answerRegistry';
