import * as z from 'zod/mini';
import { deletedAnswer, jsonAnswer, listOf } from '../api/answers';
import type { Answer } from '../api/answerTypes';
import type { Endpoint } from '../api/endpoints';
import { fieldsOf, type ResourceAction, type ResourceDeclaration } from './declare';
import { valueSchemaOf } from './fieldSchema';

/**
 * The record a module's calls answer, from its fields: its id field required, each declared
 * field as the field declares it when present (its type, choices and rule: `valueSchemaOf`;
 * null allowed: a server may leave it empty), others tolerated.
 */
export const recordSchemaOf = <R extends object>(declaration: ResourceDeclaration<R>) =>
  z.looseObject({
    ...Object.fromEntries(
      fieldsOf(declaration).map(([name, field]) => [
        name,
        z.optional(z.nullable(valueSchemaOf(field))),
      ]),
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
