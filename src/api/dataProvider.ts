import { HttpError, type DataProvider, type Identifier, type RaRecord } from 'ra-core';
import { runBulk } from './bulk';
import { endpointOf, type AnyEndpointName } from './endpointRegistry';
import { pathParams } from './endpoints';
import { preloadAnswer, readAnswer } from './envelope';
import {
  ApiError,
  ProgrammingError,
  httpErrorMessage,
  isAbort,
  isProgrammingError,
  toHttpError,
} from './errors';
import { callEndpoint, type CallOptions, type CallParams } from './http';
import { resourceDefinition, type ResourceDefinition } from './resources';

type Json = Record<string, unknown>;
/** react-admin's methods are generic over the caller's record type, which the server decides. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type ServerRecord = any;
type Action = 'getList' | 'getOne' | 'getMany' | 'create' | 'update' | 'delete';

/** The server's page limit (docs/api.md): getMany asks for more ids in several requests. */
export const LIST_PAGE_LIMIT = 1000;

const endpointFor = (resource: string, action: 'create' | 'update' | 'delete'): AnyEndpointName => {
  const endpoint = resourceDefinition(resource)[action];
  if (!endpoint)
    throw new ProgrammingError(`la ressource « ${resource} » n'a pas d'action ${action}.`);
  return endpoint;
};

const withId = (record: Json, idField: string): ServerRecord => ({
  ...record,
  id: record[idField],
});

/**
 * Calls an endpoint for a resource's action. Failures become react-admin `HttpError`s with a
 * French message; a programming error names the resource and the action; aborts pass through.
 */
const call = async (
  resource: string,
  action: Action,
  name: AnyEndpointName,
  options: CallOptions,
): Promise<unknown> => {
  // The answer's schema loads beside the call, not after it.
  preloadAnswer(name);
  try {
    return await callEndpoint(name, options);
  } catch (error) {
    if (isAbort(error)) throw error;
    if (isProgrammingError(error)) {
      const detail = (error as Error).message.replace(/^Erreur de programmation : /, '');
      throw new ProgrammingError(`ressource « ${resource} », action ${action} : ${detail}`);
    }
    throw toHttpError(error);
  }
};

/** Runs `check` on an answer, turning a malformed answer into a French error too. */
const checked = async <T>(answer: unknown, check: (answer: unknown) => Promise<T>): Promise<T> => {
  try {
    return await check(answer);
  } catch (error) {
    throw toHttpError(error);
  }
};

/** The record of a one-record answer, checked against the call's schema. */
const recordOf = async (name: AnyEndpointName, answer: unknown): Promise<Json> =>
  (await checked(answer, (value) => readAnswer<{ data: Json }>(name, value))).data;

/**
 * Sends an id where its endpoint expects it: in the path when it has a placeholder,
 * otherwise under `key` in the body (endpoints with a body) or the query.
 */
const idOptions = (name: AnyEndpointName, key: string, id: Identifier): CallOptions => {
  const endpoint = endpointOf(name);
  const placeholders = pathParams(endpoint.path);
  if (placeholders.length === 1) return { params: { [placeholders[0]]: id } };
  return endpoint.body ? { body: { [key]: id } } : { params: { [key]: id } };
};

/**
 * The list parameters of docs/api.md. A filter on a field of the same name (the model trees'
 * `order`) is sent as `filter[<name>]`, so that it never overwrites the page or the sort.
 * `q` is the search box's, always.
 */
const LIST_PARAMETERS = new Set(['page', 'perPage', 'sort', 'order', 'ids']);

const listParams = (
  definition: ResourceDefinition,
  pagination: { page: number; perPage: number } | undefined,
  sort: { field: string; order: string } | undefined,
  filter: Record<string, unknown> = {},
): CallParams => {
  const params: CallParams = {};
  for (const [name, value] of Object.entries(filter))
    params[LIST_PARAMETERS.has(name) ? `filter[${name}]` : name] = value as CallParams[string];
  if (pagination) Object.assign(params, pagination);
  // react-admin sorts on `id` by default: that is the record's own id field.
  const field = sort?.field === 'id' ? definition.idField : sort?.field;
  if (field) Object.assign(params, { sort: field, order: sort!.order });
  return params;
};

const fetchList = async (
  resource: string,
  action: Action,
  params: CallParams,
  signal?: AbortSignal,
) => {
  const { list, idField } = resourceDefinition(resource);
  const answer = await call(resource, action, list, { params, signal });
  const { data, total } = await checked(answer, (value) =>
    readAnswer<{ data: Json[]; total?: number }>(list, value),
  );
  return { data: data.map((record) => withId(record, idField)), total: total ?? data.length };
};

const chunks = <T>(items: T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) =>
    items.slice(i * size, (i + 1) * size),
  );

/** Strips react-admin's `id` copy before sending a record back to the server. */
const toPayload = (data: Json, idField: string, id?: Identifier): Json => {
  const { id: _copy, ...rest } = data;
  return id === undefined ? rest : { ...rest, [idField]: id };
};

const save = async (resource: string, action: 'create' | 'update', data: Json, id?: Identifier) => {
  const { idField } = resourceDefinition(resource);
  const endpoint = endpointFor(resource, action);
  const answer = await call(resource, action, endpoint, { body: toPayload(data, idField, id) });
  return { data: withId(await recordOf(endpoint, answer), idField) };
};

const remove = async (resource: string, id: Identifier, previousData?: RaRecord) => {
  const { idField, idParam } = resourceDefinition(resource);
  const endpoint = endpointFor(resource, 'delete');
  const answer = await call(
    resource,
    'delete',
    endpoint,
    idOptions(endpoint, idParam ?? idField, id),
  );
  await checked(answer, (value) => readAnswer(endpoint, value));
  return { data: (previousData ?? { id, [idField]: id }) as ServerRecord };
};

const getOne = async (resource: string, id: Identifier, signal?: AbortSignal) => {
  const { getOne: endpoint, idField, idParam } = resourceDefinition(resource);
  if (!endpoint) {
    const { data } = await fetchList(resource, 'getOne', { ids: [String(id)], perPage: 1 }, signal);
    if (!data[0]) throw toHttpError(new ApiError(httpErrorMessage(404), 404));
    return { data: data[0] };
  }
  const options = { ...idOptions(endpoint, idParam ?? idField, id), signal };
  const answer = await call(resource, 'getOne', endpoint, options);
  return { data: withId(await recordOf(endpoint, answer), idField) };
};

/**
 * The react-admin data provider, generic over the registered resources (`resources.ts` and
 * the resource modules). Lists are paged, sorted and filtered by the server. Every method
 * rejects (never throws) with an `HttpError`, or a `ProgrammingError` for a mistake of the
 * code. `call(name, options)` reaches the endpoints that are not CRUD (validate a student,
 * execute a task, statistics...) and resolves with their `data`.
 */
export const dataProvider = {
  supportAbortSignal: true,

  getList: async (resource, { pagination, sort, filter, signal }) =>
    fetchList(
      resource,
      'getList',
      listParams(resourceDefinition(resource), pagination, sort, filter),
      signal,
    ),

  getOne: async (resource, { id, signal }) => getOne(resource, id, signal),

  /** Every asked record, in as many requests as the server's page limit needs. */
  getMany: async (resource, { ids, signal }) => {
    if (ids.length === 0) return { data: [] };
    const pages = await Promise.all(
      chunks(ids.map(String), LIST_PAGE_LIMIT).map((part) =>
        fetchList(resource, 'getMany', { ids: part, perPage: part.length }, signal),
      ),
    );
    return { data: pages.flatMap(({ data }) => data) };
  },

  getManyReference: async (resource, { target, id, pagination, sort, filter, signal }) =>
    fetchList(
      resource,
      'getList',
      listParams(resourceDefinition(resource), pagination, sort, { ...filter, [target]: id }),
      signal,
    ),

  create: async (resource, { data }) => save(resource, 'create', data),

  /** The record's own id (typed as the server gave it), not the URL's string copy. */
  update: async (resource, { id, data, previousData }) =>
    save(resource, 'update', data, previousData?.[resourceDefinition(resource).idField] ?? id),

  /** One save per record; any failure rejects with the outcome of each (src/api/bulk.ts). */
  updateMany: async (resource, { ids, data }) =>
    runBulk(ids, 'update', (id) => save(resource, 'update', data, id)),

  delete: async (resource, { id, previousData }) => remove(resource, id, previousData),

  /** One delete per record; any failure rejects with the outcome of each (src/api/bulk.ts). */
  deleteMany: async (resource, { ids }) => runBulk(ids, 'delete', (id) => remove(resource, id)),

  call: async <T = unknown>(name: AnyEndpointName, options: CallOptions = {}): Promise<T> => {
    preloadAnswer(name);
    try {
      const answer = await callEndpoint(name, options);
      return (await checked(answer, (value) => readAnswer<{ data: T }>(name, value))).data;
    } catch (error) {
      if (isAbort(error) || isProgrammingError(error) || error instanceof HttpError) throw error;
      throw toHttpError(error);
    }
  },
} satisfies DataProvider;

export type AppDataProvider = typeof dataProvider;
