import type * as z from 'zod/mini';
import { answerOf } from './answers';
import { findEndpoint } from './endpointRegistry';
import { pathParams } from './endpoints';
import { requestOf, type Parameter, type Request } from './requests';

type Json = Record<string, unknown>;
type Def = { type: string; innerType?: ZodLike; entries?: Record<string, string>; shape?: Shape };
type ZodLike = { _zod: { def: Def } };
type Shape = Record<string, ZodLike>;

/** `^(a|b)(,(a|b))*$`: one value of `values`, or several separated by commas. */
const listOf = (values: string): string => `^(${values})(,(${values}))*$`;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The zod definition under `optional` and `nullable`. */
const bare = (schema: ZodLike): Def => {
  const def = schema._zod.def;
  return (def.type === 'optional' || def.type === 'nullable') && def.innerType
    ? bare(def.innerType)
    : def;
};

/**
 * The query value of a record field as an equality filter (docs/api.md, "Lists"): one value or
 * several separated by commas, as the field's type allows; undefined for a field that cannot be
 * one (an object).
 */
const filterSchema = (field: ZodLike): Json | undefined => {
  const def = bare(field);
  switch (def.type) {
    case 'number':
      return { type: 'string', pattern: listOf('-?[0-9]+') };
    case 'boolean':
      return { type: 'string', enum: ['true', 'false'] };
    case 'enum':
      return {
        type: 'string',
        pattern: listOf(
          Object.values(def.entries ?? {})
            .map(escape)
            .join('|'),
        ),
      };
    case 'string':
    case 'array':
    case 'union':
      return { type: 'string' };
    default:
      return undefined;
  }
};

/** The fields of a paged list's records (the `data` items of its answer). */
const recordFields = (schema: z.core.$ZodType): Shape => {
  const data = (schema as unknown as ZodLike)._zod.def.shape?.data;
  const item = data && (data._zod.def as { element?: ZodLike }).element;
  return item?._zod.def.shape ?? {};
};

/** The list parameters every paged list takes (docs/api.md, "Lists"), `sort` on its fields. */
const listParams = (fields: string[]): Record<string, Parameter> => ({
  page: {
    description: 'numéro de page, à partir de 1 (défaut 1)',
    schema: { type: 'integer', minimum: 1 },
  },
  perPage: {
    description: 'taille de page (défaut 25, au plus 5000)',
    schema: { type: 'integer', minimum: 1, maximum: 5000 },
  },
  sort: {
    description: 'un champ de l’enregistrement',
    schema: { type: 'string', enum: fields },
  },
  order: { description: '`ASC` ou `DESC`', schema: { type: 'string', enum: ['ASC', 'DESC'] } },
  q: { description: 'recherche insensible à la casse et aux accents' },
  ids: { description: 'identifiants séparés par des virgules' },
});

/**
 * Every query parameter a call takes, by name: for a paged list, the list parameters and an
 * equality filter per field of its records (`filter[<field>]` for a field named as a list
 * parameter, a tree node's `order`: docs/api.md, "Lists"); then the call's own (`request`: the
 * endpoint table's, src/api/requests.ts, or a resource module's); never a path placeholder. The OpenAPI document declares exactly these; the contract walk
 * (tests/browser/contractProxy.spec.mjs) fails on any other the app sends.
 */
export const queryParamsOf = (
  name: string,
  request: Request = requestOf(name),
): Record<string, Parameter> => {
  const endpoint = findEndpoint(name);
  const inPath = new Set(endpoint ? pathParams(endpoint.path) : []);
  const answer = answerOf(name);
  const found: Record<string, Parameter> = {};
  if (answer?.kind === 'list') {
    const fields = recordFields(answer.schema);
    Object.assign(found, listParams(Object.keys(fields)));
    for (const [field, schema] of Object.entries(fields)) {
      const filter = filterSchema(schema);
      if (filter)
        found[field in found ? `filter[${field}]` : field] = {
          description: 'filtre d’égalité (plusieurs valeurs : virgules)',
          schema: filter,
        };
    }
  }
  const { params, filtersOf } = request;
  if (filtersOf) {
    const { q, ...filters } = queryParamsOf(filtersOf);
    const { page: _p, perPage: _pp, sort: _s, order: _o, ids: _i, ...rest } = filters;
    Object.assign(found, { q, ...rest });
  }
  Object.assign(found, params);
  for (const key of inPath) delete found[key];
  return found;
};
