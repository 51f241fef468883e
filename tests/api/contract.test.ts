import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { HttpError } from 'react-admin';
import { LIST_PAGE_LIMIT, dataProvider } from '../../src/api/dataProvider';
import { endpointOf } from '../../src/api/endpointRegistry';
import { pathParams } from '../../src/api/endpoints';
import { resourceDefinition, resourceNames } from '../../src/api/resources';
import { shouldRetry } from '../../src/api/queryClient';
import { sampleRecord } from '../helpers/sampleAnswer';

/**
 * react-admin's DataProvider contract, for every registered resource: a new resource (a
 * module) is covered without new test code. The server is a stand-in that answers each
 * list call with the records asked for, and each other call with one record.
 */
interface Seen {
  method: string;
  url: URL;
  body: unknown;
}
let seen: Seen[] = [];
let failure: ((url: URL, body: unknown) => Response | undefined) | undefined;

const server = setupServer(
  http.all('*', async ({ request }) => {
    const text = await request.text();
    const url = new URL(request.url);
    const body = text ? JSON.parse(text) : undefined;
    seen.push({ method: request.method, url, body });
    return failure?.(url, body) ?? answer(url, body);
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  seen = [];
  failure = undefined;
});
afterAll(() => server.close());

let current = '';
const definition = () => resourceDefinition(current);
const isList = (url: URL) => url.pathname === endpointOf(definition().list).path;

function answer(url: URL, body: unknown): Response {
  const { idField, list } = definition();
  if (isList(url)) {
    const ids = url.searchParams.get('ids')?.split(',') ?? ['1', '2', '3'];
    const data = ids.map((id) => ({ ...sampleRecord(list, idField, id), label: `n° ${id}` }));
    return HttpResponse.json({ status: 'ok', data, total: 1234 });
  }
  const sent = (body ?? {}) as Record<string, unknown>;
  const record = sampleRecord(list, idField, 7);
  return HttpResponse.json({
    status: 'ok',
    data: { ...record, ...sent, [idField]: sent[idField] ?? record[idField] },
  });
}

const rejection = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('resolved instead of rejecting');
    },
    (error: unknown) => error,
  );

const actions = ['getOne', 'create', 'update', 'delete'] as const;

describe.each(resourceNames())('%s', (resource) => {
  beforeEach(() => {
    current = resource;
  });

  test('getList: { data, total }, each record with its id; sorting on id sorts by the id field', async () => {
    const result = await dataProvider.getList(resource, {
      pagination: { page: 2, perPage: 25 },
      sort: { field: 'id', order: 'DESC' },
      filter: {},
    });
    const { idField } = definition();
    expect(seen[0].url.searchParams.get('sort')).toBe(idField);
    expect(seen[0].url.searchParams.get('order')).toBe('DESC');
    expect(result.total).toBe(1234);
    for (const record of result.data) expect(record.id).toBe(record[idField]);
  });

  test('getOne: { data } with the asked id', async () => {
    const { data } = await dataProvider.getOne(resource, { id: 7 });
    expect(String(data.id)).toBe('7');
  });

  test(`getMany: more ids than the server's page limit are asked in several requests, all returned`, async () => {
    const ids = Array.from({ length: LIST_PAGE_LIMIT + 200 }, (_, i) => String(i + 1));
    const { data } = await dataProvider.getMany(resource, { ids });
    expect(seen.length).toBeGreaterThan(1);
    for (const request of seen) {
      expect(request.url.searchParams.get('ids')!.split(',').length).toBeLessThanOrEqual(
        LIST_PAGE_LIMIT,
      );
    }
    expect(data.map((record) => String(record.id))).toEqual(ids);
  });

  test('errors are HttpErrors: French message of the server, status, body, the spec’s error as cause', async () => {
    const body = { status: 'error', message: 'Élément introuvable (serveur).', errors: { a: 'b' } };
    failure = () => HttpResponse.json(body, { status: 404 });
    const error = await rejection(dataProvider.getOne(resource, { id: 7 }));
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ message: body.message, status: 404, body });
    expect((error as Error).cause).toMatchObject({ message: 'HTTP error! status: 404' });
  });

  test('an action the resource does not have rejects with a clear error, never throws', async () => {
    const missing = actions.filter((action) => action !== 'getOne' && !definition()[action]);
    for (const action of missing) {
      const promise =
        action === 'delete'
          ? dataProvider.delete(resource, { id: 1, previousData: { id: 1 } })
          : action === 'update'
            ? dataProvider.update(resource, { id: 1, data: {}, previousData: { id: 1 } })
            : dataProvider.create(resource, { data: {} });
      const error = await rejection(promise);
      expect(error).toMatchObject({ name: 'ProgrammingError' });
      expect((error as Error).message).toContain(resource);
      expect((error as Error).message).toContain(action);
    }
    expect(seen).toHaveLength(0);
  });

  test('a missing path parameter is a programming error naming resource and action, not retried', async () => {
    const { delete: remove, getOne } = definition();
    const withPlaceholder = [remove && ['delete', remove], getOne && ['getOne', getOne]].find(
      (entry) => entry && pathParams(endpointOf(entry[1] as string).path).length === 1,
    ) as [string, string] | undefined;
    if (!withPlaceholder) return;
    const [action] = withPlaceholder;
    const promise =
      action === 'delete'
        ? dataProvider.delete(resource, { id: '', previousData: { id: '' } })
        : dataProvider.getOne(resource, { id: '' });
    const error = await rejection(promise);
    expect(error).toMatchObject({ name: 'ProgrammingError' });
    expect((error as Error).message).toContain(`« ${resource} », action ${action}`);
    expect(shouldRetry(0, error)).toBe(false);
    expect(seen).toHaveLength(0);
  });

  test('create, update and delete: the record, with its id', async () => {
    const { create, update, delete: remove, idField } = definition();
    if (create) {
      const { data } = await dataProvider.create(resource, { data: { label: 'x' } });
      expect(data.id).toBe(data[idField]);
    }
    if (update) {
      const { data } = await dataProvider.update(resource, {
        id: 5,
        data: { id: 5, label: 'y' },
        previousData: { id: 5, [idField]: 5 },
      });
      expect(data.id).toBe(5);
    }
    if (remove) {
      const { data } = await dataProvider.delete(resource, { id: 5, previousData: { id: 5 } });
      expect(data.id).toBe(5);
    }
  });

  test('deleteMany never half-succeeds in silence: each failure is reported, in French', async () => {
    if (!definition().delete) return;
    const namesTwo = (url: URL, body: unknown) =>
      url.pathname.endsWith('/2') ||
      [...url.searchParams.values()].includes('2') ||
      Object.values((body ?? {}) as object).includes(2);
    failure = (url, body) =>
      namesTwo(url, body)
        ? HttpResponse.json({ status: 'error', message: 'Refusé par le serveur.' }, { status: 400 })
        : undefined;
    const error = await rejection(dataProvider.deleteMany(resource, { ids: [1, 2, 3] }));
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({
      message: "1 élément sur 3 n'a pas pu être supprimé.",
      body: { bulk: { succeeded: [1, 3], failed: [{ id: 2, message: 'Refusé par le serveur.' }] } },
    });
  });
});

test('an unknown resource rejects, never throws', async () => {
  const promise = dataProvider.getList('nowhere', {});
  expect(promise).toBeInstanceOf(Promise);
  await expect(promise).rejects.toMatchObject({
    name: 'ProgrammingError',
    message: 'Erreur de programmation : ressource inconnue « nowhere ».',
  });
});

test('a filter on a field named like a list parameter is sent as filter[name], never over the sort', async () => {
  current = 'model-location';
  await dataProvider.getList('model-location', {
    pagination: { page: 2, perPage: 25 },
    sort: { field: 'id', order: 'DESC' },
    filter: { order: 0, parentId: 3, q: 'dren' },
  });
  const query = Object.fromEntries(seen[0].url.searchParams);
  expect(query).toEqual({
    'filter[order]': '0',
    parentId: '3',
    q: 'dren',
    page: '2',
    perPage: '25',
    sort: 'modelLocation_id',
    order: 'DESC',
  });
});
