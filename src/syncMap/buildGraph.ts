import { foldText } from '../common/foldText';
import type {
  ModelDatabase,
  ModelDatabaseSource,
  ModelEntity,
  ModelEntitySource,
  ModelLocation,
  SyncEntity,
  SyncHistory,
} from '../api/types';
import { SYNC_TYPES } from '../synchronization/labels';
import type { MapEdge, MapGraph, MapNode, Run } from './graphTypes';
import { syncStateOf } from './syncState';

type SyncType = SyncHistory['syncHistory_type'];

export interface MapInput {
  locations: readonly ModelLocation[];
  databases: readonly ModelDatabase[];
  databaseSources: readonly ModelDatabaseSource[];
  entities: readonly ModelEntity[];
  entitySources: readonly ModelEntitySource[];
  /** The newest run of each type (undefined: none yet). */
  lastRuns: Partial<Record<SyncType, Run | undefined>>;
  now?: number;
}

const SYNC_NODE_LABELS: Record<SyncType, string> = {
  full: 'Synchronisation complète',
  student: 'Synchronisation des élèves',
  photo: 'Synchronisation des photos',
  school: 'Synchronisation des écoles',
  dren: 'Synchronisation des DREN',
};

const normalize = (text: string) => foldText(text).trim();

/** The model entities the production synchronisations bring, found by their name. */
const SYNCED_ENTITY_NAMES: Record<string, SyncEntity> = {
  eleve: 'student',
  ecole: 'school',
  photo: 'photo',
  dren: 'dren',
};

export const syncEntityOf = (entityName: string): SyncEntity | undefined =>
  SYNCED_ENTITY_NAMES[normalize(entityName)];

const newest = (runs: readonly (Run | null | undefined)[]): Run | null =>
  runs.reduce<Run | null>(
    (best, run) =>
      run && (!best || run.syncHistory_startedAt > best.syncHistory_startedAt) ? run : best,
    null,
  );

const union = <T>(lists: readonly (readonly T[])[]): T[] => [...new Set(lists.flat())];

/**
 * The map's graph: the sites hosting databases, the databases, their sources, the entities
 * read from them and the synchronisation types that bring entities to production. A node's
 * last run is the newest run that went through it; a link takes the state of its target.
 */
export function buildGraph(input: MapInput): MapGraph {
  const now = input.now ?? Date.now();
  const nodes: MapNode[] = [];
  const edges: MapEdge[] = [];
  const byId = new Map<string, MapNode>();
  const add = (node: Omit<MapNode, 'state'>) => {
    const full = { ...node, state: syncStateOf(node.lastRun, now) };
    nodes.push(full);
    byId.set(full.id, full);
    return full;
  };
  const link = (source: string, target: string, relation: string) => {
    const state = byId.get(target)?.state ?? 'never';
    edges.push({ id: `${source}->${target}`, source, target, relation, state });
  };

  SYNC_TYPES.forEach((type) =>
    add({
      id: `sync:${type}`,
      kind: 'sync',
      label: SYNC_NODE_LABELS[type],
      detail: type === 'full' ? 'Élèves, photos, écoles et DREN' : 'Vers la production',
      lastRun: input.lastRuns[type] ?? null,
      syncTypes: [type],
    }),
  );

  const entityNodes = input.entities.map((entity) => {
    const syncEntity = syncEntityOf(entity.modelEntity_name);
    const syncTypes: SyncType[] = syncEntity ? [syncEntity, 'full'] : [];
    return add({
      id: `entity:${entity.modelEntity_id}`,
      kind: 'entity',
      label: entity.modelEntity_name,
      detail: entity.modelEntity_description ?? '',
      lastRun: newest(syncTypes.map((type) => input.lastRuns[type])),
      syncTypes,
      syncEntity,
    });
  });

  const entitiesOfSource = (sourceId: number) =>
    input.entitySources
      .filter((link) => link.modelDatabaseSource_id === sourceId)
      .map((link) => byId.get(`entity:${link.modelEntity_id}`))
      .filter((node): node is MapNode => Boolean(node));
  input.databaseSources.forEach((source) => {
    const entities = entitiesOfSource(source.modelDatabaseSource_id);
    add({
      id: `source:${source.modelDatabaseSource_id}`,
      kind: 'source',
      label: source.modelDatabaseSource_name,
      detail: source.modelDatabaseSource_connection,
      lastRun: newest(entities.map((node) => node.lastRun)),
      syncTypes: union(entities.map((node) => node.syncTypes)),
    });
  });

  const sourcesOf = (databaseId: number) =>
    input.databaseSources
      .filter((source) => source.modelDatabase_id === databaseId)
      .map((source) => byId.get(`source:${source.modelDatabaseSource_id}`)!);
  input.databases.forEach((database) => {
    const sources = sourcesOf(database.modelDatabase_id);
    add({
      id: `database:${database.modelDatabase_id}`,
      kind: 'database',
      label: database.modelDatabase_name,
      detail: `${database.modelDatabase_engine} · ${database.modelDatabase_host}`,
      lastRun: newest(sources.map((node) => node.lastRun)),
      syncTypes: union(sources.map((node) => node.syncTypes)),
    });
  });

  const hosting = input.locations.filter((location) =>
    input.databases.some((database) => database.modelLocation_id === location.modelLocation_id),
  );
  hosting.forEach((location) => {
    const databases = input.databases
      .filter((database) => database.modelLocation_id === location.modelLocation_id)
      .map((database) => byId.get(`database:${database.modelDatabase_id}`)!);
    add({
      id: `location:${location.modelLocation_id}`,
      kind: 'location',
      label: location.modelLocation_name,
      detail: location.modelLocation_kind,
      lastRun: newest(databases.map((node) => node.lastRun)),
      syncTypes: union(databases.map((node) => node.syncTypes)),
    });
  });

  // Links, in the columns' order (a link takes its target's state).
  for (const database of input.databases) {
    if (database.modelLocation_id !== null && byId.has(`location:${database.modelLocation_id}`)) {
      link(
        `location:${database.modelLocation_id}`,
        `database:${database.modelDatabase_id}`,
        'héberge',
      );
    }
  }
  for (const source of input.databaseSources) {
    link(
      `database:${source.modelDatabase_id}`,
      `source:${source.modelDatabaseSource_id}`,
      'contient',
    );
  }
  for (const entitySource of input.entitySources) {
    link(
      `source:${entitySource.modelDatabaseSource_id}`,
      `entity:${entitySource.modelEntity_id}`,
      `alimente (${entitySource.modelEntitySource_table})`,
    );
  }
  for (const node of entityNodes) {
    for (const type of node.syncTypes) link(node.id, `sync:${type}`, 'est synchronisée par');
  }
  // Keep only links whose two ends are on the map.
  const kept = edges.filter((edge) => byId.has(edge.source) && byId.has(edge.target));
  return { nodes, edges: kept };
}
