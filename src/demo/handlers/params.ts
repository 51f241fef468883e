import type { Collection } from '../collection';
import { listRecords, type ListOptions } from '../listEngine';
import { ApiError, Reply, type HandlerContext } from './types';

/** A path parameter, or else a query parameter; null when absent or empty. */
export const param = (ctx: HandlerContext, name: string): string | null => {
  const value = ctx.params[name] ?? ctx.query.get(name);
  return value === null || value === undefined || value.trim() === '' ? null : value.trim();
};

export const requireParam = (ctx: HandlerContext, name: string): string => {
  const value = param(ctx, name);
  if (value === null) throw new ApiError(400, `Paramètre obligatoire manquant : ${name}.`);
  return value;
};

export const toInteger = (value: string, name: string): number => {
  const number = Number(value);
  if (!Number.isInteger(number)) {
    throw new ApiError(400, `Le paramètre ${name} doit être un nombre entier.`);
  }
  return number;
};

export const intParam = (ctx: HandlerContext, name: string): number =>
  toInteger(requireParam(ctx, name), name);

export const optionalIntParam = (ctx: HandlerContext, name: string): number | null => {
  const value = param(ctx, name);
  return value === null ? null : toInteger(value, name);
};

/** The record with this id, or a 404 with `message`. */
export const findOr404 = <T extends object>(
  table: Collection<T>,
  id: string | number,
  message: string,
): T => {
  const record = table.find(id);
  if (!record) throw new ApiError(404, message);
  return record;
};

/** A list answer `{ status: 'ok', data, total }` built by the list engine. */
export const listReply = <T extends object, R = T>(
  ctx: HandlerContext,
  table: Collection<T>,
  options: ListOptions<T> = {},
  present?: (record: T) => R,
): Reply => {
  const { data, total } = listRecords(table, ctx.query, options);
  return Reply.json({ status: 'ok', data: present ? data.map(present) : data, total });
};

/** The body as an object (a 400 when it is something else). */
export const bodyObject = (ctx: HandlerContext): Record<string, unknown> => {
  const { body } = ctx;
  if (body === undefined || body === null) return {};
  if (typeof body !== 'object' || Array.isArray(body)) {
    throw new ApiError(400, 'Corps de requête invalide : un objet JSON est attendu.');
  }
  return body as Record<string, unknown>;
};

/** ISO time without milliseconds, as the generated data writes it (2026-11-20T08:00:00Z). */
export const isoDate = (time: number): string =>
  new Date(Math.floor(time / 1000) * 1000).toISOString().slice(0, 19) + 'Z';
