import { endpointNames, endpoints, type EndpointName } from '../../src/api/endpoints';
import { fieldOf } from '../../src/demo/collection';
import { FORBIDDEN, UNAUTHORIZED } from '../../src/demo/handlers/accounts';
import { routeTable } from '../../src/demo/handlers/dispatch';
import { handlerTable } from '../../src/demo/handlers/table';
import type { DemoStore } from '../../src/demo/store';
import { call, demoTokens, login, startDemoServer, type Params } from './helpers';

const server = startDemoServer();
let tokens: Awaited<ReturnType<typeof demoTokens>>;
let store: DemoStore;
beforeAll(async () => {
  tokens = await demoTokens();
  store = await server.runtime.store();
});

const first = <T>(records: T[]): T => records[0];

/** Parameters that make each call meaningful: ids of records that exist. */
function sampleParams(name: EndpointName): Params {
  const t = store.tables;
  const student = first(t.photos.records).student_idNumber;
  const model = name.split('.')[0];
  const byName: Partial<Record<EndpointName, Params>> = {
    'photo.get': { id: first(t.photos.records).photo_id },
    'photo.fullsize': { photo_uuid: first(t.photos.records).photo_uuid },
    'photo.miniature': { photo_uuid: first(t.photos.records).photo_uuid },
    'photo.byStudent': { student_idNumber: student },
    'login.load': { login_id: 5 },
    'login.delete': { login_id: 6 },
    'student.getStudent': { student_idNumber: student },
    'student.getStudentValidityIssues': { student_idNumber: student },
    'student.getStudentByUuid': { student_uuid: first(t.students.records).student_uuid },
    'sync.studentHistory': { student_idNumber: student },
    'school.getSchool': { school_id: first(t.schools.records).school_id },
    'sync.schoolHistory': { school_id: first(t.schools.records).school_id },
    'sync.historyOne': { id: first(t.syncHistories.records).syncHistory_id },
    'serviceMessage.load': {
      serviceMessage_id: first(t.serviceMessages.records).serviceMessage_id,
    },
    'serviceMessage.delete': {
      serviceMessage_id: first(t.serviceMessages.records).serviceMessage_id,
    },
    'task.get': { task_id: first(t.tasks.records).task_id },
    'task.logs': { execution_id: first(t.executions.records).execution_id },
  };
  if (name.startsWith('syncProd.'))
    return { syncHistory_id: first(t.syncHistories.records).syncHistory_id };
  if (name.endsWith('.load') || (name.endsWith('.delete') && !endpoints[name].body)) {
    const table = Object.values(t).find((table) => table.idField === `${model}_id`);
    if (table?.size) {
      return { [`${model}_id`]: String(fieldOf(table.records[table.size - 1], table.idField)) };
    }
  }
  return byName[name] ?? {};
}

test('every endpoint of the table has exactly one handler, and nothing else does', () => {
  expect(Object.keys(handlerTable).sort()).toEqual([...endpointNames].sort());
});

test('a call is routed to its endpoint: in order, dots literal, placeholders decoded', () => {
  const route = routeTable(['syncProd.schoolUpdates', 'task.list', 'task.get', 'task.delete']);
  expect(route('GET', '/api/sync_prod/sync_prod.get_school_updates/12')).toEqual({
    name: 'syncProd.schoolUpdates',
    params: { syncHistory_id: '12' },
  });
  expect(route('GET', '/api/sync_prod/sync_prodXget_school_updates/12')).toBeNull();
  expect(route('GET', '/api/task/t%C3%A2che%201/')).toEqual({
    name: 'task.get',
    params: { task_id: 'tâche 1' },
  });
  expect(route('GET', '/api/task/list')).toEqual({ name: 'task.list', params: {} });
  expect(route('GET', '/api/task/1/2')).toBeNull();
  expect(route('DELETE', '/api/task/1')).toBeNull();
  expect(route('DELETE', '/api/task/delete')).toEqual({ name: 'task.delete', params: {} });
});

test('every endpoint answers an admin: ok, or a French 400 for an empty payload', async () => {
  // Reads first, then writes (which may delete the sample records).
  const ordered = [...endpointNames].sort(
    (a, b) => Number(!!handlerTable[a].write) - Number(!!handlerTable[b].write),
  );
  for (const name of ordered) {
    // A logout ends the session of its token: it gets one of its own.
    const logout = name === 'auth.logout';
    const { http, body, response } = await call(name, {
      params: sampleParams(name),
      token: logout ? await login('admin') : tokens.admin,
    });
    const label = `${endpoints[name].method} ${endpoints[name].path}`;
    if (name === 'photo.fullsize' || name === 'photo.miniature') {
      expect(response.headers.get('content-type'), label).toBe('image/svg+xml');
      continue;
    }
    const pathDelete = name.endsWith('.delete') && !endpoints[name].body;
    const expected = endpoints[name].body && !logout ? [400] : pathDelete ? [200, 400] : [200];
    expect(expected, `${label} answered ${http} ${JSON.stringify(body).slice(0, 200)}`).toContain(
      http,
    );
    if (http === 200) expect(body.status, label).toBe('ok');
    else expect(body).toMatchObject({ status: 'error', message: expect.stringMatching(/\S/) });
  }
});

test('routes with placeholders do not swallow fixed routes', async () => {
  const list = await call('task.list', { token: tokens.admin });
  expect(list.body.total).toBeGreaterThan(0);
  const timeline = await call<{ planned: unknown[] }>('task.timeline', { token: tokens.admin });
  expect(timeline.body.data.planned).toBeInstanceOf(Array);
  const history = await call('task.history', { token: tokens.admin });
  expect(history.http).toBe(200);
  const photos = await call('photo.list', { token: tokens.admin });
  expect(photos.body.total).toBe(store.tables.photos.size);
  const stats = await call<unknown[]>('sync.errorStats', { token: tokens.admin });
  expect(stats.body.data).toHaveLength(4);
});

test('an unknown /api call is a 404 with a French message', async () => {
  const response = await fetch(`${location.origin}/api/nothing/here`);
  expect(response.status).toBe(404);
  expect(await response.json()).toMatchObject({ status: 'error', message: expect.any(String) });
});

const protectedNames = endpointNames.filter((name) => handlerTable[name].access !== 'public');

test('every non-public call without a token (or with a forged one) is a 401', async () => {
  for (const name of protectedNames) {
    for (const token of [null, `${tokens.admin}x`]) {
      const { http, body } = await call(name, { params: sampleParams(name), token });
      expect(http, name).toBe(401);
      expect(body).toEqual({ status: 'error', message: UNAUTHORIZED });
    }
  }
});

test('roles: control is refused admin calls, the role-less agent admin/control calls', async () => {
  for (const name of protectedNames) {
    const { access } = handlerTable[name];
    const params = sampleParams(name);
    const asControl = await call(name, { params, token: tokens.control });
    const asAgent = await call(name, { params, token: tokens.agent });
    if (access === 'admin') {
      expect(asControl.http, name).toBe(403);
      expect(asControl.body).toEqual({ status: 'error', message: FORBIDDEN });
    } else {
      expect(asControl.http, name).not.toBe(403);
    }
    expect(asAgent.http, name).toBe(access === 'user' ? asAgent.http : 403);
    if (access === 'user') expect([401, 403], name).not.toContain(asAgent.http);
  }
});

test('dev_api_list holds no admin right', async () => {
  expect((await call('login.list', { token: tokens.dev })).http).toBe(403);
  expect((await call('dren.getDrens', { token: tokens.dev })).http).toBe(200);
});
