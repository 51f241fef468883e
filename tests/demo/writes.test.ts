import type {
  Login,
  ModelLocation,
  ServiceMessage,
  Student,
  StudentValidation,
  Task,
  TaskExecution,
  TaskLog,
} from '../../src/api/types';
import { DUPLICATE_LOGIN, OWN_ACCOUNT } from '../../src/demo/handlers/logins';
import type { DemoStore } from '../../src/demo/store';
import { call, clock, demoTokens, login, START, startDemoServer } from './helpers';

const server = startDemoServer();
let tokens: Awaited<ReturnType<typeof demoTokens>>;
let store: DemoStore;
beforeAll(async () => {
  tokens = await demoTokens();
  store = await server.runtime.store();
});

describe('validation of a student', () => {
  const validate = (body: object) =>
    call<StudentValidation>('validation.studentValidation', { token: tokens.control, body });

  test('updates the student and the validated counts of its school and DREN', async () => {
    const student = store.tables.students.records.find((s) => s.student_state === 'pending')!;
    const school = () => store.tables.schools.find(student.school_id)!;
    const dren = () => store.tables.drens.find(student.dren_id)!;
    const before = [school().school_validatedCount, dren().dren_validatedCount];
    const { http, body } = await validate({
      student_idNumber: student.student_idNumber,
      validation_target: 'data',
      validation_state: 'validated',
      validation_comment: 'Dossier complet',
    });
    expect(http).toBe(200);
    expect(body.data).toMatchObject({
      student_idNumber: student.student_idNumber,
      validation_state: 'validated',
      validation_by: 'control',
      validation_at: new Date(START).toISOString().replace('.000', ''),
    });
    const after = await call<Student>('student.getStudent', {
      token: tokens.control,
      params: { student_idNumber: student.student_idNumber },
    });
    expect(after.body.data.student_state).toBe('validated');
    expect([school().school_validatedCount, dren().dren_validatedCount]).toEqual(
      before.map((count) => count + 1),
    );
    const decisions = await call<StudentValidation[]>('validation.list', {
      token: tokens.control,
      params: { student_idNumber: student.student_idNumber },
    });
    expect(decisions.body.data[0].validation_id).toBe(body.data.validation_id);
    const pending = await call('validation.students', {
      token: tokens.control,
      params: { ids: student.student_idNumber },
    });
    expect(pending.body.total).toBe(0);
  });

  test('of a photo changes the latest photo', async () => {
    const queue = await call<Student[]>('validation.students', {
      token: tokens.control,
      params: { validation_target: 'photo', perPage: 1 },
    });
    const photo = { student_idNumber: queue.body.data[0].student_idNumber };
    const state = 'rejected';
    await validate({
      student_idNumber: photo.student_idNumber,
      validation_target: 'photo',
      validation_state: state,
      validation_comment: '',
    });
    const photos = await call<{ photo_state: string }[]>('photo.byStudent', {
      token: tokens.agent,
      params: { student_idNumber: photo.student_idNumber },
    });
    expect(photos.body.data[0].photo_state).toBe(state);
  });

  test('checks its payload', async () => {
    const { http, body } = await validate({
      student_idNumber: store.tables.students.records[0].student_idNumber,
      validation_target: 'everything',
      validation_state: 'maybe',
    });
    expect(http).toBe(400);
    expect(Object.keys(body.errors ?? {}).sort()).toEqual([
      'validation_state',
      'validation_target',
    ]);
    const unknown = await validate({
      student_idNumber: 'X',
      validation_target: 'data',
      validation_state: 'validated',
    });
    expect(unknown.http).toBe(404);
  });
});

describe('users', () => {
  const save = (body: object) => call<Login>('login.save', { token: tokens.admin, body });
  const newUser = {
    login_name: 'k.traore',
    login_fullName: 'Kadidja Traoré',
    login_email: 'k.traore@education.gouv.ci',
    login_role: 'control',
    login_additionalRoles: ['dev_api_list'],
    login_password: 'motdepasse1',
  };

  test('are created, never shown with a password, and can log in', async () => {
    const { http, body } = await save(newUser);
    expect(http).toBe(200);
    expect(body.data).toMatchObject({
      login_name: 'k.traore',
      login_createdAt: expect.any(String),
    });
    expect(body.data).not.toHaveProperty('password');
    expect(body.data).not.toHaveProperty('login_password');
    const logged = await call('auth.login', {
      body: { login: 'k.traore', password: 'motdepasse1' },
    });
    expect(logged.body.user?.login_additionalRoles).toEqual(['dev_api_list']);
  });

  test('refuse a duplicate name, a short password, unknown roles', async () => {
    const duplicate = await save({ ...newUser, login_name: 'ADMIN' });
    expect(duplicate.http).toBe(400);
    expect(duplicate.body.message).toBe(DUPLICATE_LOGIN);
    expect(duplicate.body.errors?.login_name).toBe(DUPLICATE_LOGIN);
    const weak = await save({ ...newUser, login_name: 'other', login_password: 'court' });
    expect(weak.body.errors?.login_password).toMatch(/8 caractères/);
    const roles = await save({ ...newUser, login_name: 'other2', login_role: 'boss' });
    expect(roles.body.errors).toHaveProperty('login_role');
  });

  test('are updated with their id, the password being optional', async () => {
    const agent = store.tables.logins.find(4)!;
    const { body } = await save({
      ...agent,
      login_fullName: 'Agent renommé',
      login_password: '',
      password: undefined,
    });
    expect(body.data.login_fullName).toBe('Agent renommé');
    expect(store.tables.logins.find(4)!.seedPassword).toBe('agent');
    expect(store.tables.logins.find(4)!.passwordHash).toBeUndefined();
  });

  test('cannot delete their own account; can delete another', async () => {
    const own = await call('login.delete', { token: tokens.admin, params: { login_id: 1 } });
    expect(own).toMatchObject({ http: 400, body: { message: OWN_ACCOUNT } });
    const other = await call('login.delete', { token: tokens.admin, params: { login_id: 10 } });
    expect(other.body).toEqual({ status: 'ok', data: { login_id: 10 } });
    const gone = await call('login.load', { token: tokens.admin, params: { login_id: 10 } });
    expect(gone.http).toBe(404);
  });
});

test('service messages: create, update, display, delete', async () => {
  const token = tokens.admin;
  const created = await call<ServiceMessage>('serviceMessage.save', {
    token,
    body: {
      serviceMessage_title: 'Coupure réseau',
      serviceMessage_content: 'Le réseau sera coupé ce soir.',
      serviceMessage_type: 'Alert',
      serviceMessage_displayed: true,
    },
  });
  const message = created.body.data;
  expect(message.serviceMessage_id).toEqual(expect.any(Number));
  const displayed = await call<ServiceMessage[]>('serviceMessage.getDisplayed', {
    token: tokens.agent,
  });
  expect(displayed.body.data.map((m) => m.serviceMessage_id)).toContain(message.serviceMessage_id);
  const bad = await call('serviceMessage.save', {
    token,
    body: { ...message, serviceMessage_type: 'Urgent' },
  });
  expect(bad.body.errors?.serviceMessage_type).toMatch(/Info, Warning, Alert/);
  await call('serviceMessage.save', {
    token,
    body: { ...message, serviceMessage_displayed: false },
  });
  const after = await call<ServiceMessage[]>('serviceMessage.getDisplayed', { token });
  expect(after.body.data.map((m) => m.serviceMessage_id)).not.toContain(message.serviceMessage_id);
  const deleted = await call('serviceMessage.delete', {
    token,
    params: { serviceMessage_id: message.serviceMessage_id },
  });
  expect(deleted.body.data).toEqual({ serviceMessage_id: message.serviceMessage_id });
});

test('tasks: invalid cron refused, execution recorded with logs, timeline planned', async () => {
  const token = tokens.admin;
  const task = { task_name: 'Purge', task_kind: 'maintenance', task_enabled: true };
  const invalid = await call('task.create', { token, body: { ...task, task_cron: '61 * * *' } });
  expect(invalid.http).toBe(400);
  expect(invalid.body.errors?.task_cron).toMatch(/cron invalide/);
  const created = await call<Task>('task.create', {
    token,
    body: { ...task, task_cron: '30 * * * *' },
  });
  const { task_id } = created.body.data;
  expect(created.body.data).toMatchObject({ task_params: {}, task_kind: 'maintenance' });
  const badParams = await call('task.create', {
    token,
    body: { ...task, task_cron: '30 * * * *', task_params: [1] },
  });
  expect(badParams.body.errors?.task_params).toMatch(/objet JSON/);
  const run = await call<TaskExecution>('task.execute', { token, body: { task_id } });
  expect(run.body.data).toMatchObject({
    task_id,
    execution_trigger: 'manual',
    execution_status: 'running',
    execution_endedAt: null,
  });
  const { execution_id } = run.body.data;
  const logsAt = async (ms: number) => {
    clock.now = START + ms;
    return (await call<TaskLog[]>('task.logs', { token, params: { execution_id } })).body.data;
  };
  const executionNow = async () =>
    (await call<TaskExecution[]>('task.history', { token, params: { task_id } })).body.data[0];
  // The run progresses over time: its lines come as their time comes, then it ends.
  const first = await logsAt(0);
  expect(first[0].log_message).toBe('Démarrage de la tâche « Purge » (lancement manuel)');
  const middle = await logsAt(4000);
  expect(middle.length).toBeGreaterThan(first.length);
  expect((await executionNow()).execution_status).toBe('running');
  const all = await logsAt(60_000);
  expect(all.length).toBeGreaterThan(middle.length);
  expect(all.at(-1)?.log_message).toMatch(/^Tâche (terminée avec succès en|en échec après) \d+ s$/);
  const ended = await executionNow();
  expect(ended.execution_status).not.toBe('running');
  expect(ended.execution_endedAt).not.toBeNull();
  clock.now = START;
  const timeline = await call<{ planned: { task_id: number; at: string }[] }>('task.timeline', {
    token,
    params: {
      from: new Date(START).toISOString(),
      to: new Date(START + 3 * 3600_000).toISOString(),
    },
  });
  const mine = timeline.body.data.planned.filter((p) => p.task_id === task_id);
  expect(mine.map((p) => p.at)).toEqual([
    '2026-11-20T08:30:00Z',
    '2026-11-20T09:30:00Z',
    '2026-11-20T10:30:00Z',
  ]);
  expect((await call('task.delete', { token, body: { task_id } })).body.data).toEqual({ task_id });
  expect((await call('task.get', { token, params: { task_id } })).http).toBe(404);
});

test('tasks: parameters of 64 KB at most (UTF-8 bytes of their JSON), a French 400 on the field beyond', async () => {
  const token = tokens.admin;
  const task = { task_name: 'Gros lot', task_kind: 'export', task_cron: '0 1 * * *' };
  // {"data":"…"}: 11 bytes around the text.
  const atMaximum = { data: 'x'.repeat(65_536 - 11) };
  const created = await call<Task>('task.create', {
    token,
    body: { ...task, task_params: atMaximum },
  });
  expect(created.http).toBe(200);
  const { task_id } = created.body.data;

  for (const [params, size] of [
    [{ data: 'é'.repeat(32_763) }, '64,1'],
    [{ data: 'x'.repeat(3 * 1024 * 1024) }, '3\u202f072,1'],
  ] as const) {
    const message = `Paramètres trop volumineux : ${size} Ko pour 64 Ko au maximum.`;
    for (const body of [
      { ...task, task_params: params },
      { ...task, task_id, task_params: params },
    ]) {
      const refused = await call('task.create', { token, body });
      expect(refused.http).toBe(400);
      expect(refused.body).toEqual({
        status: 'error',
        message,
        errors: { task_params: message },
      });
    }
  }
  const stored = await call<Task>('task.get', { token, params: { task_id } });
  expect(stored.body.data.task_params).toEqual(atMaximum);
});

test('models: references checked, hierarchy without cycles, order rewritten', async () => {
  const token = tokens.admin;
  const root = store.tables.modelLocations.records.find((l) => l.parentId === null)!;
  const created = await call<ModelLocation>('modelLocation.save', {
    token,
    body: {
      modelLocation_name: 'Salle 12',
      modelLocation_kind: 'Salle',
      parentId: root.modelLocation_id,
    },
  });
  const id = created.body.data.modelLocation_id;
  const orphan = await call('modelLocation.save', {
    token,
    body: { modelLocation_name: 'X', modelLocation_kind: 'Salle', parentId: 99999 },
  });
  expect(orphan.body.errors?.parentId).toBeDefined();
  const cycle = await call('modelLocation.updateHierarchy', {
    token,
    body: { nodes: [{ id: root.modelLocation_id, parentId: id, order: 0 }] },
  });
  expect(cycle.http).toBe(400);
  const used = await call('modelLocation.delete', {
    token,
    params: { modelLocation_id: root.modelLocation_id },
  });
  expect(used.body.message).toMatch(/Suppression impossible/);
  expect(
    (await call('modelLocation.delete', { token, params: { modelLocation_id: id } })).http,
  ).toBe(200);

  const sources = store.tables.modelDatabaseSources.records.map((s) => s.modelDatabaseSource_id);
  const reversed = [...sources].reverse();
  await call('modelDatabaseSource.updateOrder', { token, body: { ids: reversed } });
  const listed = await call<{ modelDatabaseSource_id: number }[]>('modelDatabaseSource.list', {
    token,
    params: { perPage: 1000 },
  });
  expect(listed.body.data.map((s) => s.modelDatabaseSource_id)).toEqual(reversed);
});

test('deleting sync errors keeps the error counts of the synchronisations', async () => {
  const error = store.tables.syncErrors.records[0];
  const history = () => store.tables.syncHistories.find(error.syncHistory_id)!;
  const before = history().syncHistory_errorCount;
  const { body } = await call('sync.deleteErrors', {
    token: tokens.admin,
    body: { ids: [error.syncError_id] },
  });
  expect(body.data).toEqual({ deleted: 1 });
  expect(history().syncHistory_errorCount).toBe(before - 1);
});

test('writes are dated by the clock', async () => {
  clock.now = START + 3600_000;
  const { body } = await call<ServiceMessage>('serviceMessage.save', {
    token: await login('admin'),
    body: { serviceMessage_title: 'T', serviceMessage_content: 'C', serviceMessage_type: 'Info' },
  });
  expect(body.data.serviceMessage_createdAt).toBe('2026-11-20T09:00:00Z');
  clock.now = START;
});
