import type { DataProvider, Identifier, RaRecord } from 'ra-core';
import type { EndpointName } from './endpoints';
import { endpoints, pathParams } from './endpoints';
import { unwrapData, unwrapList, unwrapRecord } from './envelope';
import { ApiError, UserFacingError, httpErrorMessage, isAbort } from './errors';
import { callEndpoint, type CallOptions, type CallParams } from './http';
import { resources, type ResourceDefinition } from './resources';

type Json = Record<string, unknown>;
/** react-admin's methods are generic over the caller's record type, which the server decides. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type ServerRecord = any;

const definitionOf = (resource: string): ResourceDefinition => {
  const definition = (resources as Record<string, ResourceDefinition>)[resource];
  if (!definition) throw new Error(`Ressource inconnue : ${resource}`);
  return definition;
};

const endpointOf = (resource: string, action: 'create' | 'update' | 'delete'): EndpointName => {
  const endpoint = definitionOf(resource)[action];
  if (!endpoint) throw new Error(`L'action ${action} n'existe pas pour ${resource}.`);
  return endpoint;
};

const withId = (record: Json, idField: string): ServerRecord => ({
  ...record,
  id: record[idField],
});

/** Calls an endpoint and gives react-admin a French error it can show (status kept). */
const call = async (name: EndpointName, options: CallOptions): Promise<unknown> => {
  try {
    return await callEndpoint(name, options);
  } catch (error) {
    if (isAbort(error)) throw error;
    throw new UserFacingError(error);
  }
};

/** Runs `check` on an answer, turning a malformed answer into a French error too. */
const checked = <T>(answer: unknown, check: (answer: unknown) => T): T => {
  try {
    return check(answer);
  } catch (error) {
    throw new UserFacingError(error);
  }
};

/** Sends an id where its endpoint expects it: in the path, or else in the body or query. */
const idOptions = (name: EndpointName, key: string, id: Identifier): CallOptions => {
  const endpoint = endpoints[name];
  const inPath = pathParams(endpoint.path).includes(key);
  return inPath || !endpoint.body ? { params: { [key]: id } } : { body: { [key]: id } };
};

const listParams = (
  pagination: { page: number; perPage: number } | undefined,
  sort: { field: string; order: string } | undefined,
  filter: Record<string, unknown> = {},
): CallParams => {
  const params: CallParams = { ...(filter as CallParams) };
  if (pagination) Object.assign(params, pagination);
  if (sort?.field && sort.field !== 'id')
    Object.assign(params, { sort: sort.field, order: sort.order });
  return params;
};

const getList = async (resource: string, params: CallParams, signal?: AbortSignal) => {
  const { list, idField } = definitionOf(resource);
  const answer = await call(list, { params, signal });
  const { data, total } = checked(answer, (value) => unwrapList(value, idField));
  return { data: data.map((record) => withId(record, idField)), total };
};

/** Strips react-admin's `id` copy before sending a record back to the server. */
const toPayload = (data: Json, idField: string, id?: Identifier): Json => {
  const { id: _copy, ...rest } = data;
  return id === undefined ? rest : { ...rest, [idField]: id };
};

const save = async (resource: string, action: 'create' | 'update', data: Json, id?: Identifier) => {
  const { idField } = definitionOf(resource);
  const answer = await call(endpointOf(resource, action), { body: toPayload(data, idField, id) });
  return {
    data: withId(
      checked(answer, (value) => unwrapRecord(value, idField)),
      idField,
    ),
  };
};

const remove = async (resource: string, id: Identifier, previousData?: RaRecord) => {
  const { idField } = definitionOf(resource);
  await call(
    endpointOf(resource, 'delete'),
    idOptions(endpointOf(resource, 'delete'), idField, id),
  );
  return { data: (previousData ?? { id, [idField]: id }) as ServerRecord };
};

/**
 * The react-admin data provider, generic over `resources.ts`. Lists are paged, sorted and
 * filtered by the server. `call(name, options)` reaches the endpoints that are not CRUD
 * (validate a student, execute a task, statistics...) and resolves with their `data`.
 */
export const dataProvider = {
  supportAbortSignal: true,

  getList: (resource, { pagination, sort, filter, signal }) =>
    getList(resource, listParams(pagination, sort, filter), signal),

  getOne: async (resource, { id, signal }) => {
    const { getOne, idField, idParam } = definitionOf(resource);
    if (!getOne) {
      const { data } = await getList(resource, { ids: [String(id)], perPage: 1 }, signal);
      if (!data[0]) throw new UserFacingError(new ApiError(httpErrorMessage(404), 404));
      return { data: data[0] };
    }
    const answer = await call(getOne, { ...idOptions(getOne, idParam ?? idField, id), signal });
    return {
      data: withId(
        checked(answer, (value) => unwrapRecord(value, idField)),
        idField,
      ),
    };
  },

  getMany: async (resource, { ids, signal }) => {
    if (ids.length === 0) return { data: [] };
    const { data } = await getList(resource, { ids: ids.map(String), perPage: ids.length }, signal);
    return { data };
  },

  getManyReference: (resource, { target, id, pagination, sort, filter, signal }) =>
    getList(resource, listParams(pagination, sort, { ...filter, [target]: id }), signal),

  create: (resource, { data }) => save(resource, 'create', data),

  /** The record's own id (typed as the server gave it), not the URL's string copy. */
  update: (resource, { id, data, previousData }) =>
    save(resource, 'update', data, previousData?.[definitionOf(resource).idField] ?? id),

  updateMany: async (resource, { ids, data }) => {
    await Promise.all(ids.map((id) => save(resource, 'update', data, id)));
    return { data: ids };
  },

  delete: (resource, { id, previousData }) => remove(resource, id, previousData),

  deleteMany: async (resource, { ids }) => {
    await Promise.all(ids.map((id) => remove(resource, id)));
    return { data: ids };
  },

  call: async <T = unknown>(name: EndpointName, options: CallOptions = {}): Promise<T> =>
    checked(await call(name, options), (value) => unwrapData<T>(value)),
} satisfies DataProvider;

export type AppDataProvider = typeof dataProvider;
