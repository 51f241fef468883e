import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { dataProvider } from '../../src/api/dataProvider';
import { endpoints } from '../../src/api/endpoints';
import { resources } from '../../src/api/resources';
import { sampleAnswer, sampleRecord } from '../helpers/sampleAnswer';

interface Seen {
  method: string;
  url: URL;
  body: unknown;
}
let seen: Seen[] = [];
let answer: (url: URL) => Response = () => HttpResponse.json({ status: 'ok', data: null });

const server = setupServer(
  http.all('*', async ({ request }) => {
    const text = await request.text();
    const url = new URL(request.url);
    seen.push({ method: request.method, url, body: text ? JSON.parse(text) : undefined });
    return answer(url);
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  seen = [];
  answer = () => HttpResponse.json({ status: 'ok', data: null });
});
afterAll(() => server.close());

const ok = (data: unknown, total?: number) => () =>
  HttpResponse.json({ status: 'ok', data, total });
const student = {
  ...sampleRecord('student.getStudents', 'student_idNumber', '12345678A'),
  student_lastName: 'KONÉ',
};
/** A conforming record of `call`, with these fields. */
const one = (call: string, fields: Record<string, unknown>) => ({
  ...(sampleAnswer(call).data as object),
  ...fields,
});

test('every resource names endpoints of the table', () => {
  for (const definition of Object.values(resources)) {
    for (const name of [definition.list, ...Object.values(definition)].filter((value) =>
      String(value).includes('.'),
    )) {
      expect(endpoints).toHaveProperty([name as string]);
    }
  }
});

test('getList asks the server for one page, sorted and filtered, and copies the id', async () => {
  answer = ok([student], 50000);
  const result = await dataProvider.getList('student', {
    pagination: { page: 3, perPage: 50 },
    sort: { field: 'student_lastName', order: 'ASC' },
    filter: { q: 'kone', dren_id: 4, student_hasPhoto: false },
  });
  expect(seen[0].url.pathname).toBe('/api/student/get_students');
  expect(Object.fromEntries(seen[0].url.searchParams)).toEqual({
    q: 'kone',
    dren_id: '4',
    student_hasPhoto: 'false',
    page: '3',
    perPage: '50',
    sort: 'student_lastName',
    order: 'ASC',
  });
  expect(result).toEqual({ data: [{ ...student, id: '12345678A' }], total: 50000 });
});

test('getOne sends the id under the name its endpoint expects', async () => {
  answer = ok(one('photo.get', { photo_id: 7 }));
  await dataProvider.getOne('photos', { id: 7 });
  answer = ok(one('login.load', { login_id: 3 }));
  await dataProvider.getOne('users', { id: 3 });
  answer = ok(one('modelDatabaseSource.load', { modelDatabaseSource_id: 9 }));
  await dataProvider.getOne('model-database-source', { id: 9 });
  expect(seen.map(({ url }) => url.pathname + url.search)).toEqual([
    '/api/photo/7',
    '/api/login/load?login_id=3',
    '/api/modelDatabaseSource/load/9',
  ]);
});

test('getOne of a resource without a one-record call reads its list with ids', async () => {
  const dren = { ...sampleRecord('dren.getDrens', 'dren_id', 5), dren_name: 'DREN Korhogo' };
  answer = ok([dren], 1);
  const { data } = await dataProvider.getOne('dren', { id: 5 });
  expect(seen[0].url.pathname + seen[0].url.search).toBe('/api/dren/get_drens?ids=5&perPage=1');
  expect(data).toEqual({ ...dren, id: 5 });
});

test('getMany is one request with ids', async () => {
  const school = (id: number) => sampleRecord('school.getSchools', 'school_id', id);
  answer = ok([school(1), school(2)], 2);
  await dataProvider.getMany('school', { ids: [1, 2] });
  expect(seen).toHaveLength(1);
  expect(seen[0].url.search).toBe('?ids=1%2C2&perPage=2');
});

test('getManyReference filters the list on the target', async () => {
  answer = ok([], 0);
  await dataProvider.getManyReference('student', {
    target: 'school_id',
    id: 12,
    pagination: { page: 1, perPage: 25 },
    sort: { field: 'student_lastName', order: 'DESC' },
    filter: {},
  });
  expect(seen[0].url.searchParams.get('school_id')).toBe('12');
});

test('create and update post the record to save, with the record’s own id, not the URL’s', async () => {
  answer = ok(one('login.save', { login_id: 31, login_name: 'akone' }));
  const created = await dataProvider.create('users', { data: { login_name: 'akone' } });
  await dataProvider.update('users', {
    id: '31',
    data: { id: '31', login_name: 'akone2' },
    previousData: created.data,
  });
  expect(seen.map(({ method, url, body }) => [method, url.pathname, body])).toEqual([
    ['POST', '/api/login/save', { login_name: 'akone' }],
    ['POST', '/api/login/save', { login_name: 'akone2', login_id: 31 }],
  ]);
  expect(created.data.id).toBe(31);
});

test('delete puts the id in the path, or in the body for the spec’s DELETE (body)', async () => {
  answer = (url) => {
    const id = Number(/\d+$/.exec(url.pathname)?.[0] ?? 6);
    const key = `${url.pathname.split('/')[2]}_id`;
    return HttpResponse.json({ status: 'ok', data: { [key]: id } });
  };
  await dataProvider.delete('users', { id: 4 });
  await dataProvider.delete('service-messages', { id: 2 });
  await dataProvider.delete('tasks', { id: 6 });
  await dataProvider.delete('model-entity-source', { id: 8 });
  expect(seen.map(({ method, url, body }) => [method, url.pathname, body])).toEqual([
    ['GET', '/api/login/delete/4', undefined],
    ['DELETE', '/api/serviceMessage/delete/2', undefined],
    ['DELETE', '/api/task/delete', { task_id: 6 }],
    ['DELETE', '/api/modelEntitySource/delete', { modelEntitySource_id: 8 }],
  ]);
});

test('call reaches a named endpoint and resolves with its data', async () => {
  const execution = one('task.execute', { execution_id: 99 });
  answer = ok(execution);
  const data = await dataProvider.call('task.execute', { body: { task_id: 3 } });
  expect(data).toEqual(execution);
  expect(seen[0].body).toEqual({ task_id: 3 });
});

describe('errors reach the screen in French, with their status', () => {
  test.each([
    [401, {}, 'Votre session a expiré, veuillez vous reconnecter.'],
    [403, {}, 'Accès refusé : vos droits ne permettent pas cette action.'],
    [404, {}, "L'élément demandé est introuvable."],
    [500, {}, 'Erreur du serveur (code 500). Réessayez dans quelques instants.'],
    [400, { message: 'Cet identifiant est déjà utilisé' }, 'Cet identifiant est déjà utilisé'],
  ])('status %i', async (status, body, message) => {
    answer = () => HttpResponse.json({ status: 'error', ...body }, { status });
    const error = await dataProvider.getList('users', {}).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ message, status });
  });

  test('field errors of a 400 are passed to the form', async () => {
    const errors = { login_name: 'Cet identifiant est déjà utilisé' };
    answer = () =>
      HttpResponse.json({ status: 'error', message: 'Refusé', errors }, { status: 400 });
    const error = await dataProvider
      .create('users', { data: {} })
      .catch((caught: unknown) => caught);
    expect(error).toMatchObject({ status: 400, body: { errors } });
  });

  test.each([
    ['no status', { data: [] }, 'statut différent de « ok »'],
    ['null', null, 'réponse vide ou mal formée'],
  ])('a malformed answer (%s)', async (_label, body, detail) => {
    answer = () => HttpResponse.json(body);
    const error = await dataProvider.getList('student', {}).catch((caught: unknown) => caught);
    expect((error as Error).message).toBe(`Réponse inattendue du serveur (${detail}).`);
  });

  test('a network failure', async () => {
    answer = () => HttpResponse.error();
    const error = await dataProvider.getOne('users', { id: 1 }).catch((caught: unknown) => caught);
    expect((error as Error).message).toBe(
      'Impossible de joindre le serveur. Vérifiez votre connexion puis réessayez.',
    );
  });
});
