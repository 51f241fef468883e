/**
 * Every call of the spec (section 7), once, plus `POST /api/auth/logout` (docs/api.md): a name, an HTTP method and a path
 * whose `{placeholders}` are filled from the call's parameters. Parameters that
 * are not placeholders go to the query string; `body: true` endpoints send a
 * JSON body (POST and PATCH always do, the spec's "DELETE ... (body)" too).
 */
export type Method = 'GET' | 'POST' | 'DELETE' | 'PATCH';

export interface Endpoint {
  method: Method;
  path: string;
  body: boolean;
  /** Not in the spec, and a server may lack it (404): the client copes (docs/api.md). */
  optional?: true;
}

const get = (path: string): Endpoint => ({ method: 'GET', path, body: false });
const post = (path: string): Endpoint => ({ method: 'POST', path, body: true });
const patch = (path: string): Endpoint => ({ method: 'PATCH', path, body: true });
const del = (path: string, body = false): Endpoint => ({ method: 'DELETE', path, body });

const syncProd = (kind: string) =>
  get(`/api/sync_prod/sync_prod.get_${kind}_updates/{syncHistory_id}`);

type ModelOptions = { hierarchy?: boolean; sources?: boolean };
type ModelKeys<N extends string, O extends ModelOptions> =
  | `${N}.${'load' | 'list' | 'save' | 'delete'}`
  | (O['hierarchy'] extends true ? `${N}.updateHierarchy` : never)
  | (O['sources'] extends true ? `${N}.updateOrder` : never);

/** The data-model entities share one scheme of endpoints; the spec varies it in three ways. */
const model = <N extends string, O extends ModelOptions = object>(name: N, options?: O) => {
  const base = `/api/${name}`;
  const entries: Record<string, Endpoint> = {
    load: get(name === 'modelDatabaseSource' ? `${base}/load/{${name}_id}` : `${base}/load`),
    list: get(`${base}/list`),
    save: post(`${base}/save`),
    delete: options?.sources ? del(`${base}/delete`, true) : del(`${base}/delete/{${name}_id}`),
  };
  if (options?.hierarchy) entries.updateHierarchy = post(`${base}/updateHierarchy`);
  if (options?.sources) entries.updateOrder = patch(`${base}/updateOrder`);
  return Object.fromEntries(
    Object.entries(entries).map(([key, endpoint]) => [`${name}.${key}`, endpoint]),
  ) as Record<ModelKeys<N, O>, Endpoint>;
};

export const endpoints = {
  'auth.refresh': get('/api/auth/refresh'),
  'auth.me': get('/api/auth/me'),
  'auth.login': post('/api/auth/login'),
  'auth.changePassword': post('/api/auth/change_password'),
  // Not in the spec (issue 24): called best-effort at logout.
  'auth.logout': { ...post('/api/auth/logout'), optional: true },

  'config.dsps': get('/api/config/dsps'),
  'config.getConfig': get('/api/config/get_config'),

  'photo.list': get('/api/photo/list'),
  'photo.get': get('/api/photo/{id}'),
  'photo.fullsize': get('/api/photos/{photo_uuid}/fullsize'),
  'photo.miniature': get('/api/photos/{photo_uuid}/miniature'),
  'photo.byStudent': get('/api/photos/student/{student_idNumber}'),

  'login.list': get('/api/login/list'),
  'login.load': get('/api/login/load'),
  'login.delete': get('/api/login/delete/{login_id}'),
  'login.save': post('/api/login/save'),

  'student.getStudent': get('/api/student/get_student'),
  'student.getStudentStats': get('/api/student/get_student_stats'),
  'student.getStudentValidityIssues': get('/api/student/get_student_validity_issues'),
  'student.getStudents': get('/api/student/get_students'),
  'student.getStudentByUuid': get('/api/student/get_student_by_uuid'),

  'dren.getDrens': get('/api/dren/get_drens'),
  'school.getSchools': get('/api/school/get_schools'),
  'school.getSchool': get('/api/school/get_school'),
  'school.getSchoolsWithIssues': get('/api/school/get_schools_with_issues'),

  'stats.studentsBySchool': get('/api/stats/get_students_by_school'),
  'stats.schoolStatsByDren': get('/api/stats/get_school_stats_by_dren'),
  'stats.studentsByDrenWithState': get('/api/stats/get_students_by_dren_with_state'),
  'stats.studentsByDren': get('/api/stats/get_students_by_dren'),
  'stats.drenStats': get('/api/stats/get_dren_stats'),

  'validation.studentRules': get('/api/validation/studentRules'),
  'validation.students': get('/api/validation/students'),
  'validation.studentValidation': post('/api/validation/student-validation'),
  'validation.list': get('/api/validation/list'),
  // Not in the spec (issue 35): records handed out to one controller at a time.
  'validation.claim': { ...post('/api/validation/claim'), optional: true },
  'validation.release': { ...post('/api/validation/release'), optional: true },

  'sync.history': get('/api/sync/get_sync_history'),
  'sync.studentHistory': get('/api/sync/get_student_history'),
  'sync.schoolHistory': get('/api/sync/get_school_history'),
  'sync.historyOne': get('/api/sync/get_sync_history/{id}'),
  'sync.errors': get('/api/sync/errors'),
  'sync.errorStats': get('/api/sync/errors/stats'),
  'sync.deleteErrors': post('/api/sync/delete_errors'),

  'syncProd.schoolUpdates': syncProd('school'),
  'syncProd.photoUpdates': syncProd('photo'),
  'syncProd.studentUpdates': syncProd('student'),
  'syncProd.drenUpdates': syncProd('dren'),

  'serviceMessage.save': post('/api/serviceMessage/save'),
  'serviceMessage.delete': del('/api/serviceMessage/delete/{serviceMessage_id}'),
  'serviceMessage.getDisplayed': get('/api/serviceMessage/getDisplayed'),
  'serviceMessage.list': get('/api/serviceMessage/list'),
  'serviceMessage.load': get('/api/serviceMessage/load'),

  'task.history': get('/api/task/history'),
  'task.logs': get('/api/task/logs/{execution_id}'),
  'task.delete': del('/api/task/delete', true),
  'task.execute': post('/api/task/execute'),
  // Not in the spec (issue 36): stops a running execution; a server may lack it (404).
  'task.stop': { ...post('/api/task/stop'), optional: true },
  'task.create': post('/api/task/create'),
  'task.get': get('/api/task/{task_id}'),
  'task.list': get('/api/task/list'),
  'task.timeline': get('/api/task/timeline'),

  health: get('/api/health'),

  ...model('modelLocation', { hierarchy: true } as const),
  ...model('modelOrganization', { hierarchy: true } as const),
  ...model('modelDatabase'),
  ...model('modelEntity'),
  ...model('modelDatabaseSource', { sources: true } as const),
  ...model('modelEntitySource', { sources: true } as const),
} satisfies Record<string, Endpoint>;

export type EndpointName = keyof typeof endpoints;

export const endpointNames = Object.keys(endpoints) as EndpointName[];

/** Placeholder names of a path, in order: `/a/{x}/b/{y}` gives `['x', 'y']`. */
export const pathParams = (path: string): string[] =>
  [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);
