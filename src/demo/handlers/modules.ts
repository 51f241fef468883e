import { accessOfRoles } from '../../api/access';
import { resourceDefinition } from '../../api/resources';
import { recordNounOf } from '../../common/recordNotice';
import { endpointOf } from '../../api/endpointRegistry';
import { pathParams } from '../../api/endpoints';
import {
  fieldsOf,
  roleActionOf,
  rolesOf,
  type ResourceAction,
  type ResourceDeclaration,
} from '../../resource/declare';
import { fieldErrorsOf, saveSchema } from '../../resource/rules';
import { endpointNameOf, resourceDeclarations } from '../../resource/register';
import { savedKeysOf } from '../../resource/saveBody';
import { Collection } from '../collection';
import { recordId } from './crud';
import { bodyObject, findOr404, listReply } from './params';
import { handlerTable } from './table';
import { ApiError, type HandlerContext, type HandlerDef } from './types';
import { INVALID } from './validate';

type Declaration = ResourceDeclaration<object>;
type Json = Record<string, unknown>;

/** The module's demo table, made from its seed on first use (a reset makes a new one). */
const tableOf = (ctx: HandlerContext, declaration: Declaration): Collection<Json> =>
  ctx.store.index(`resource:${declaration.name}`, () => {
    const search = fieldsOf(declaration)
      .filter(([, field]) => field.searchable)
      .map(([name]) => name);
    const records = (declaration.demoSeed?.(ctx.tables) ?? []) as Json[];
    return new Collection<Json>(records, declaration.idField as string, search);
  });

/** Where an action's endpoint carries the id: its one path placeholder, else idParam/idField. */
const idKey = (declaration: Declaration, name: string): string => {
  const placeholders = pathParams(endpointOf(name).path);
  return placeholders.length === 1
    ? placeholders[0]
    : (declaration.idParam ?? (declaration.idField as string));
};

type Records = { idField: string; find(id: string | number): unknown };

/** The owner's records of a section: a module's demo table, else the demo table of its id. */
const ownerTable = (ctx: HandlerContext, of: string): Records | undefined => {
  const module = resourceDeclarations().find(({ name }) => name === of);
  if (module?.demoSeed) return tableOf(ctx, module);
  const { idField } = resourceDefinition(of);
  return Object.values(ctx.tables as Record<string, Records>).find(
    (table) => table.idField === idField,
  );
};

/** A section's record must name an owner that exists: its target's French message otherwise. */
const missingOwner = (ctx: HandlerContext, declaration: Declaration, values: Json) => {
  if (!declaration.section) return {};
  const { of, target } = declaration.section;
  if (ownerTable(ctx, of)?.find(values[target] as string | number)) return {};
  const noun = recordNounOf(of);
  return {
    [target]: noun ? `${noun.one} introuvable.` : `Aucun élément « ${of} » n’a cet identifiant.`,
  };
};

/** The body's keys the declaration does not save, each refused with its French message. */
const unknownKeys = (declaration: Declaration, body: Json) => {
  const saved = new Set(savedKeysOf(declaration));
  return Object.fromEntries(
    Object.keys(body)
      .filter((key) => !saved.has(key))
      .map((key) => [key, 'Champ inconnu : il ne fait pas partie de cet élément.']),
  );
};

/**
 * Creates or updates a record after checking it with the declaration: no key it does not save,
 * every field of its type and rule, a section's owner that exists. An update is merged with the
 * stored record before the check: the fields it leaves out keep their value (`updateMany` sends
 * only the changed ones), as the hand-written handlers do.
 */
const save = (ctx: HandlerContext, declaration: Declaration): Json => {
  const table = tableOf(ctx, declaration);
  const idField = declaration.idField as string;
  const notFound = `${declaration.label.one} introuvable.`;
  const body = bodyObject(ctx);
  const id = body[idField];
  const existing =
    id === undefined || id === null || id === ''
      ? undefined
      : findOr404(table, String(id), notFound);
  const checked = saveSchema(declaration).safeParse(existing ? { ...existing, ...body } : body);
  const errors = {
    ...(checked.success
      ? missingOwner(ctx, declaration, checked.data as Json)
      : fieldErrorsOf(checked.error)),
    ...unknownKeys(declaration, body),
  };
  if (!checked.success || Object.keys(errors).length) throw new ApiError(400, INVALID, errors);
  const values = checked.data as Json;
  if (existing) return table.update(existing, values);
  return table.insert({ ...values, [idField]: table.nextId() });
};

const run = (declaration: Declaration, action: ResourceAction, name: string) => {
  const notFound = `${declaration.label.one} introuvable.`;
  switch (action) {
    case 'list':
      return (ctx: HandlerContext) => listReply(ctx, tableOf(ctx, declaration));
    case 'getOne':
      return (ctx: HandlerContext) =>
        findOr404(tableOf(ctx, declaration), recordId(ctx, idKey(declaration, name)), notFound);
    case 'create':
    case 'update':
      return (ctx: HandlerContext) => save(ctx, declaration);
    case 'delete':
      return (ctx: HandlerContext) => {
        const table = tableOf(ctx, declaration);
        const record = findOr404(table, recordId(ctx, idKey(declaration, name)), notFound);
        table.remove(record);
        return { [declaration.idField]: record[declaration.idField as string] };
      };
  }
};

/**
 * The demo implementation of an endpoint that a resource module declares with a demo seed:
 * generic CRUD over the seeded records, refusing bad requests with 400 and French field errors.
 */
const moduleHandler = (name: string): HandlerDef | undefined => {
  for (const declaration of resourceDeclarations()) {
    if (!declaration.demoSeed) continue;
    const actions = Object.keys(declaration.endpoints) as ResourceAction[];
    const action = actions.find(
      (candidate) =>
        typeof declaration.endpoints[candidate] === 'object' &&
        endpointNameOf(declaration, candidate) === name,
    );
    if (!action) continue;
    return {
      access: accessOfRoles(rolesOf(declaration, roleActionOf(action))),
      write: action !== 'list' && action !== 'getOne',
      run: run(declaration, action, name),
    };
  }
  return undefined;
};

/** The implementation of an endpoint: the spec's table, else a resource module's. */
export const handlerOf = (name: string): HandlerDef | undefined =>
  Object.hasOwn(handlerTable, name)
    ? handlerTable[name as keyof typeof handlerTable]
    : moduleHandler(name);
