import * as z from 'zod/mini';
import {
  EXECUTION_STATUSES,
  ROLE_VALUES,
  RUN_STATUSES,
  SYNC_ENTITIES,
  VALIDATION_STATES,
} from './values';

/**
 * Building blocks of the answer schemas (zod/mini: the app's first load carries them). Every
 * object is loose: a server may send fields this app does not read.
 */
export const record = z.looseObject;
export const int = z.int;
export const text = z.string;
/**
 * A date-time as the API writes it: ISO 8601 text, `format: date-time` in the contract. The app
 * reads any text all the same: an unreadable one shows « date illisible » (src/common/dates.ts).
 */
export const isoDate = () => z.string().register(z.globalRegistry, { format: 'date-time' });
/** A calendar date (`AAAA-MM-JJ`), `format: date` in the contract; read as isoDate is. */
export const isoDay = () => z.string().register(z.globalRegistry, { format: 'date' });
/** An id of a record: a whole number from 1 (`minimum: 1` in the contract). */
export const id = () => z.int().check(z.minimum(1));
/** A count: a whole number, never negative. */
export const count = () => z.int().check(z.minimum(0));
export const nullable = z.nullable;
export const optional = z.optional;
export const list = z.array;
export const oneOf = z.enum;

export const role = z.enum(ROLE_VALUES);

export const validationState = z.enum(VALIDATION_STATES);

export const runStatus = z.enum(RUN_STATUSES);

export const executionStatus = z.enum(EXECUTION_STATUSES);

export const syncEntity = z.enum(SYNC_ENTITIES);

/** `{ status: "ok", data }`, every successful answer of docs/api.md but the auth ones. */
export const okAnswer = <T extends z.core.$ZodType>(data: T) =>
  z.looseObject({ status: z.literal('ok'), data });

/** A list: `{ status: "ok", data: [...], total }` (`total`: the count of all matches). */
export const listAnswer = <T extends z.core.$ZodType>(item: T) =>
  z.looseObject({ status: z.literal('ok'), data: z.array(item), total: z.optional(count()) });

/** The failing answer of every call (HTTP 4xx/5xx). */
export const errorAnswer = z.looseObject({
  status: z.literal('error'),
  message: z.string(),
  errors: z.optional(z.record(z.string(), z.string())),
});
