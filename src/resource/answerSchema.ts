import * as z from 'zod/mini';
import { deletedAnswer, jsonAnswer, listOf, type Answer } from '../api/answers';
import type { Endpoint } from '../api/endpoints';
import { fieldsOf, type FieldType, type ResourceAction, type ResourceDeclaration } from './declare';

const typeSchemas: Record<Exclude<FieldType, 'choice'>, () => z.core.$ZodType> = {
  text: z.string,
  longText: z.string,
  date: z.string,
  number: z.number,
  boolean: z.boolean,
};

/**
 * The record a module's calls answer, from its fields: its id field required, each declared
 * field of its type when present (null allowed: a server may leave it empty), others tolerated.
 */
export const recordSchemaOf = (declaration: ResourceDeclaration<object>) =>
  z.looseObject({
    ...Object.fromEntries(
      fieldsOf(declaration).map(([name, field]) => {
        const type =
          field.type === 'choice'
            ? z.enum((field.choices ?? []).map((choice) => choice.id))
            : typeSchemas[field.type]();
        return [name, z.optional(z.nullable(type))];
      }),
    ),
    [declaration.idField]: z.union([z.int(), z.string()]),
  });

/** What a module's own endpoint answers, by the action it serves. */
export const moduleAnswer = (
  declaration: ResourceDeclaration<object>,
  action: ResourceAction,
  endpoint: Endpoint,
): Answer => {
  if (action === 'delete') return deletedAnswer(declaration.idField);
  const record = recordSchemaOf(declaration);
  return action === 'list' && endpoint.method === 'GET' ? listOf(record) : jsonAnswer(record);
};
