import * as z from 'zod/mini';
import type { Parameter, Request } from '../api/requests';
import { fieldsOf, type ResourceAction, type ResourceDeclaration } from './declare';
import { valueSchemaOf } from './fieldSchema';
import { endpointNameOf, resourceDeclarations } from './register';

type Declaration = ResourceDeclaration<object>;

const anyId = () => z.union([z.int(), z.string()]);

/**
 * The body of a save: the declared fields a user types (read-only ones are the server's),
 * as declared (type, choices' `enum`, the rule's integer, bounds, lengths, pattern and
 * format: `valueSchemaOf`), `required` as declared (an optional one may be null), a
 * section's `target` (required), and the id, absent for a creation.
 */
const saveBody = (declaration: Declaration) =>
  z.object({
    [declaration.idField]: z.optional(anyId()),
    ...Object.fromEntries(
      fieldsOf(declaration)
        .filter(([, field]) => !field.readOnly)
        .map(([name, field]) => [
          name,
          field.required ? valueSchemaOf(field) : z.optional(z.nullable(valueSchemaOf(field))),
        ]),
    ),
    ...(declaration.section && { [declaration.section.target]: anyId() }),
  });

const filter = (label: string): Parameter => ({ description: `filtre d’égalité : ${label}` });

/** A list's filters: each declared field, and a section's target (its owner's id). */
const listParams = (declaration: Declaration): Record<string, Parameter> => ({
  ...Object.fromEntries(fieldsOf(declaration).map(([name, field]) => [name, filter(field.label)])),
  ...(declaration.section && {
    [declaration.section.target]: filter(`l’id de « ${declaration.section.of} »`),
  }),
});

const requestOfAction = (declaration: Declaration, action: ResourceAction): Request => {
  switch (action) {
    case 'list':
      return { params: listParams(declaration) };
    case 'create':
    case 'update':
      return { body: saveBody(declaration) };
    default:
      return {};
  }
};

/**
 * What a resource module's own call takes, from its declaration (the OpenAPI document reads
 * it before the endpoint table's requests): undefined for a call no module declares.
 */
export const moduleRequestOf = (name: string): Request | undefined => {
  for (const declaration of resourceDeclarations()) {
    const actions = Object.keys(declaration.endpoints) as ResourceAction[];
    const action = actions.find(
      (candidate) =>
        typeof declaration.endpoints[candidate] === 'object' &&
        endpointNameOf(declaration, candidate) === name,
    );
    if (action) return requestOfAction(declaration, action);
  }
  return undefined;
};
