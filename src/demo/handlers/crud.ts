import type { Collection } from '../collection';
import { bodyObject, findOr404 } from './params';
import { ApiError, type HandlerContext } from './types';
import { Checker, type Schema } from './validate';

/** How a record is saved by a `save` call: created without its id, updated with it. */
export interface SaveSpec<T extends object> {
  schema: Schema;
  notFound: string;
  /** Values of the fields the payload may leave out on creation. */
  defaults?: Partial<T>;
  /** Checks beyond the schema (duplicates, references), adding messages to the checker. */
  check?: (checker: Checker, existing: T | undefined, body: Payload) => void;
  /** Stored fields the schema does not give (e.g. a password), on creation and update. */
  prepare?: (body: Payload, existing: T | undefined) => Partial<T>;
  /** Fields the server sets on creation (creation date...). */
  created?: () => Partial<T>;
}

type Payload = Record<string, unknown>;

const isBlank = (value: unknown) => value === undefined || value === null || value === '';

/** An id from the path, else the query, else the body. */
export const recordId = (ctx: HandlerContext, key: string): string => {
  const body =
    ctx.body && typeof ctx.body === 'object' ? (ctx.body as Record<string, unknown>) : {};
  const value = ctx.params[key] ?? ctx.query.get(key) ?? body[key];
  if (isBlank(value)) throw new ApiError(400, `Paramètre obligatoire manquant : ${key}.`);
  return String(value);
};

/** Creates or updates a record after checking the payload; returns the stored record. */
export function saveRecord<T extends object>(
  ctx: HandlerContext,
  table: Collection<T>,
  spec: SaveSpec<T>,
): T {
  const body = bodyObject(ctx);
  const id = body[table.idField];
  const existing = isBlank(id) ? undefined : findOr404(table, String(id), spec.notFound);
  const checker = new Checker(body, spec.schema, !existing);
  spec.check?.(checker, existing, body);
  checker.done();
  const values = spec.prepare
    ? { ...checker.values, ...spec.prepare(body, existing) }
    : checker.values;
  if (existing) return table.update(existing, values as Partial<T>);
  return table.insert({
    ...spec.defaults,
    ...values,
    ...spec.created?.(),
    [table.idField]: table.nextId(),
  } as T);
}

/** Deletes the record named by `key` (path, query or body); answers `{ [key]: id }`. */
export function deleteRecord<T extends object>(
  ctx: HandlerContext,
  table: Collection<T>,
  notFound: string,
  check?: (record: T) => void,
): Record<string, unknown> {
  const record = findOr404(table, recordId(ctx, table.idField), notFound);
  check?.(record);
  table.remove(record);
  return { [table.idField]: (record as Record<string, unknown>)[table.idField] };
}
