import { fieldsOf, type ResourceDeclaration } from './declare';

/**
 * The keys a save's body may hold: the id, each field a user types (read-only ones are the
 * server's), a section's target. Any other is refused (the OpenAPI document's
 * `additionalProperties: false`).
 */
export const savedKeysOf = <R extends object>(declaration: ResourceDeclaration<R>): string[] => [
  declaration.idField,
  ...fieldsOf(declaration)
    .filter(([, field]) => !field.readOnly)
    .map(([name]) => name),
  ...(declaration.section ? [declaration.section.target] : []),
];

/**
 * What the generated forms send: the record's saved keys only (react-admin's form holds the
 * whole record as it was read, read-only fields and the server's other keys included).
 */
export const bodyOf =
  <R extends object>(declaration: ResourceDeclaration<R>) =>
  (data: Record<string, unknown>): Record<string, unknown> => {
    const keys = new Set(savedKeysOf(declaration));
    return Object.fromEntries(Object.entries(data).filter(([key]) => keys.has(key)));
  };
