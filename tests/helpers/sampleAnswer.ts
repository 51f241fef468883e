import type * as z from 'zod/mini';
import { answerOf } from '../../src/api/answers';

type Def = {
  type: string;
  shape?: Record<string, z.core.$ZodType>;
  element?: z.core.$ZodType;
  innerType?: z.core.$ZodType;
  options?: z.core.$ZodType[];
  values?: unknown[];
  entries?: Record<string, unknown>;
};

/** A value that follows `schema`: the first choice of each enum and union, one item per list. */
export const sampleOf = (schema: z.core.$ZodType): unknown => {
  const def = schema._zod.def as Def;
  switch (def.type) {
    case 'string':
      return 'x';
    case 'number':
      return 1;
    case 'boolean':
      return true;
    case 'literal':
      return def.values![0];
    case 'enum':
      return Object.values(def.entries!)[0];
    case 'object':
      return Object.fromEntries(Object.entries(def.shape!).map(([k, v]) => [k, sampleOf(v)]));
    case 'array':
      return [sampleOf(def.element!)];
    case 'optional':
    case 'nullable':
      return sampleOf(def.innerType!);
    case 'union':
      return sampleOf(def.options![0]);
    case 'record':
      return {};
    default:
      return null;
  }
};

/** A conforming answer of a call of the endpoint table (or of a module). */
export const sampleAnswer = (name: string): Record<string, unknown> => {
  const answer = answerOf(name);
  if (!answer || answer.kind === 'image') throw new Error(`pas de schéma JSON pour ${name}`);
  return sampleOf(answer.schema) as Record<string, unknown>;
};

/** A conforming record of a list call, with its id in the type its schema gives. */
export const sampleRecord = (listName: string, idField: string, id: string | number) => {
  const [record] = sampleAnswer(listName).data as Record<string, unknown>[];
  return { ...record, [idField]: typeof record[idField] === 'number' ? Number(id) : String(id) };
};
