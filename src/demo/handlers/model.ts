import type { EndpointName } from '../../api/endpoints';
import type { ModelDatabase, ModelLocation, ModelOrganization } from '../../api/types';
import type { Collection } from '../collection';
import type { Collections } from '../store';
import { deleteRecord, recordId, saveRecord } from './crud';
import { bodyObject, findOr404, listReply } from './params';
import { ApiError, type HandlerContext, type HandlerDef } from './types';
import type { Checker, Rule, Schema } from './validate';

type ModelName =
  | 'modelLocation'
  | 'modelOrganization'
  | 'modelDatabase'
  | 'modelEntity'
  | 'modelDatabaseSource'
  | 'modelEntitySource';
type ModelTable = keyof Collections &
  `model${'Locations' | 'Organizations' | 'Databases' | 'Entities' | 'DatabaseSources' | 'EntitySources'}`;
type AnyRecord = Record<string, unknown>;

interface ModelSpec {
  table: ModelTable;
  schema: Schema;
  /** Fields pointing at records of model tables: checked on save, blocking deletions. */
  refs: Record<string, ModelTable>;
  /** Order field, set to the next value on creation (trees and sources). */
  orderField?: string;
  tree?: boolean;
}

const LOCATION_KINDS: ModelLocation['modelLocation_kind'][] = [
  'Pays',
  'Région',
  'DREN',
  'Site',
  'Bâtiment',
  'Salle',
];
const ORGANIZATION_KINDS: ModelOrganization['modelOrganization_kind'][] = [
  'Ministère',
  'Direction',
  'Service',
  'Bureau',
];
const ENGINES: ModelDatabase['modelDatabase_engine'][] = [
  'PostgreSQL',
  'MySQL',
  'SQL Server',
  'Oracle',
];

const text = (max: number, required = true): Rule => ({ type: 'string', required, max });
const ref = (required = false): Rule => ({ type: 'integer', required, nullable: !required });
const order: Rule = { type: 'integer', min: 0 };
const tree = (table: ModelTable, name: string, kinds: readonly string[]): ModelSpec => ({
  table,
  schema: {
    [`${name}_name`]: text(120),
    [`${name}_kind`]: { type: 'enum', values: kinds, required: true },
    parentId: ref(),
    order,
  },
  refs: { parentId: table },
  orderField: 'order',
  tree: true,
});

const MODELS: Record<ModelName, ModelSpec> = {
  modelLocation: tree('modelLocations', 'modelLocation', LOCATION_KINDS),
  modelOrganization: tree('modelOrganizations', 'modelOrganization', ORGANIZATION_KINDS),
  modelDatabase: {
    table: 'modelDatabases',
    schema: {
      modelDatabase_name: text(120),
      modelDatabase_engine: { type: 'enum', values: ENGINES, required: true },
      modelDatabase_host: text(200),
      modelLocation_id: ref(),
    },
    refs: { modelLocation_id: 'modelLocations' },
  },
  modelEntity: {
    table: 'modelEntities',
    schema: {
      modelEntity_name: text(120),
      modelEntity_description: text(1000, false),
      modelOrganization_id: ref(),
    },
    refs: { modelOrganization_id: 'modelOrganizations' },
  },
  modelDatabaseSource: {
    table: 'modelDatabaseSources',
    schema: {
      modelDatabase_id: ref(true),
      modelDatabaseSource_name: text(120),
      modelDatabaseSource_connection: text(500),
      modelDatabaseSource_order: order,
    },
    refs: { modelDatabase_id: 'modelDatabases' },
    orderField: 'modelDatabaseSource_order',
  },
  modelEntitySource: {
    table: 'modelEntitySources',
    schema: {
      modelEntity_id: ref(true),
      modelDatabaseSource_id: ref(true),
      modelEntitySource_table: text(200),
      modelEntitySource_order: order,
    },
    refs: { modelEntity_id: 'modelEntities', modelDatabaseSource_id: 'modelDatabaseSources' },
    orderField: 'modelEntitySource_order',
  },
};

const NOT_FOUND = 'Élément introuvable.';
const UNKNOWN_REF = 'Élément lié introuvable.';
const CYCLE = 'Un élément ne peut pas être placé sous lui-même ou sous un de ses descendants.';

const tableOf = (ctx: HandlerContext, table: ModelTable) =>
  ctx.tables[table] as unknown as Collection<AnyRecord>;

/** Whether giving `id` the parent `parentId` would make a loop, with `parents` overriding. */
function makesCycle(
  table: Collection<AnyRecord>,
  id: number,
  parentId: unknown,
  parents = new Map<number, unknown>(),
): boolean {
  let current = parentId;
  for (let steps = 0; current !== null && current !== undefined; steps++) {
    if (current === id || steps > table.size) return true;
    const parent = current as number;
    current = parents.has(parent) ? parents.get(parent) : table.find(parent)?.parentId;
  }
  return false;
}

const checkRefs =
  (ctx: HandlerContext, spec: ModelSpec) => (checker: Checker, existing: AnyRecord | undefined) => {
    for (const [field, table] of Object.entries(spec.refs)) {
      const value = checker.values[field];
      if (value !== undefined && value !== null && !tableOf(ctx, table).find(value as number)) {
        checker.fail(field, UNKNOWN_REF);
      }
    }
    const id = existing?.[tableOf(ctx, spec.table).idField];
    if (
      spec.tree &&
      existing &&
      makesCycle(tableOf(ctx, spec.table), id as number, checker.values.parentId)
    ) {
      checker.fail('parentId', CYCLE, true);
    }
  };

/** How many model records point at this one (through any model's refs). */
function usesOf(ctx: HandlerContext, table: ModelTable, id: unknown): number {
  let uses = 0;
  for (const other of Object.values(MODELS)) {
    for (const [field, target] of Object.entries(other.refs)) {
      if (target !== table) continue;
      uses += tableOf(ctx, other.table).records.filter((record) => record[field] === id).length;
    }
  }
  return uses;
}

const intList = (value: unknown): value is number[] =>
  Array.isArray(value) && value.length > 0 && value.every(Number.isInteger);

function updateHierarchy(ctx: HandlerContext, spec: ModelSpec): null {
  const table = tableOf(ctx, spec.table);
  const { nodes } = bodyObject(ctx);
  const bad = (message: string) => new ApiError(400, message, { nodes: message });
  if (!Array.isArray(nodes) || !nodes.length) throw bad('Liste de nœuds attendue.');
  const parents = new Map<number, unknown>();
  for (const node of nodes as AnyRecord[]) {
    const { id, parentId, order: position } = node ?? {};
    if (!Number.isInteger(id) || !table.find(id as number))
      throw bad(`Nœud inconnu : ${String(id)}.`);
    if (parentId !== null && !(Number.isInteger(parentId) && table.find(parentId as number))) {
      throw bad(`Parent inconnu pour le nœud ${String(id)}.`);
    }
    if (!Number.isInteger(position)) throw bad(`Ordre invalide pour le nœud ${String(id)}.`);
    parents.set(id as number, parentId);
  }
  for (const [id, parentId] of parents) {
    if (makesCycle(table, id, parentId, parents)) throw bad(CYCLE);
  }
  for (const node of nodes as AnyRecord[]) {
    table.update(table.find(node.id as number)!, { parentId: node.parentId, order: node.order });
  }
  return null;
}

function updateOrder(ctx: HandlerContext, spec: ModelSpec): null {
  const table = tableOf(ctx, spec.table);
  const { ids } = bodyObject(ctx);
  const message = 'Liste d’identifiants attendue, sans doublon, d’éléments existants.';
  if (!intList(ids) || new Set(ids).size !== ids.length || ids.some((id) => !table.find(id))) {
    throw new ApiError(400, message, { ids: message });
  }
  ids.forEach((id, index) => table.update(table.find(id)!, { [spec.orderField!]: index + 1 }));
  return null;
}

const nextOrder = (table: Collection<AnyRecord>, field: string): number =>
  table.records.reduce((max, record) => Math.max(max, Number(record[field]) || 0), 0) + 1;

/** The handlers of one data-model entity: list, load, save, delete and its ordering call. */
export function modelHandlers<N extends ModelName>(
  name: N,
): Record<Extract<EndpointName, `${N}.${string}`>, HandlerDef> {
  const spec = MODELS[name];
  const read = (run: HandlerDef['run']): HandlerDef => ({ access: 'admin', run });
  const write = (run: HandlerDef['run']): HandlerDef => ({ access: 'admin', write: true, run });
  const handlers: Record<string, HandlerDef> = {
    [`${name}.list`]: read((ctx) =>
      listReply(ctx, tableOf(ctx, spec.table), {
        defaultSort: spec.orderField ? { field: spec.orderField, order: 'ASC' } : undefined,
      }),
    ),
    [`${name}.load`]: read((ctx) => {
      const table = tableOf(ctx, spec.table);
      return findOr404(table, recordId(ctx, table.idField), NOT_FOUND);
    }),
    [`${name}.save`]: write((ctx) =>
      saveRecord(ctx, tableOf(ctx, spec.table), {
        notFound: NOT_FOUND,
        schema: spec.schema,
        defaults: {
          ...(spec.tree ? { parentId: null } : {}),
          ...(spec.orderField && {
            [spec.orderField]: nextOrder(tableOf(ctx, spec.table), spec.orderField),
          }),
        },
        check: checkRefs(ctx, spec),
      }),
    ),
    [`${name}.delete`]: write((ctx) =>
      deleteRecord(ctx, tableOf(ctx, spec.table), NOT_FOUND, (record) => {
        const uses = usesOf(ctx, spec.table, record[tableOf(ctx, spec.table).idField]);
        if (uses) {
          throw new ApiError(
            400,
            `Suppression impossible : ${uses} élément(s) lié(s) en dépendent.`,
          );
        }
      }),
    ),
  };
  if (spec.tree) handlers[`${name}.updateHierarchy`] = write((ctx) => updateHierarchy(ctx, spec));
  else if (spec.orderField)
    handlers[`${name}.updateOrder`] = write((ctx) => updateOrder(ctx, spec));
  return handlers as Record<Extract<EndpointName, `${N}.${string}`>, HandlerDef>;
}
