import type { SyncEntity, SyncHistory } from '../api/types';
import type { SyncState } from './syncState';

/** The columns of the map, left to right: where data lives, then where it goes. */
export type NodeKind = 'location' | 'database' | 'source' | 'entity' | 'sync';

export const NODE_KINDS: readonly NodeKind[] = ['location', 'database', 'source', 'entity', 'sync'];

export const KIND_LABELS: Record<NodeKind, { one: string; many: string }> = {
  location: { one: 'Site', many: 'Sites (infrastructure)' },
  database: { one: 'Base de données', many: 'Bases de données' },
  source: { one: 'Source de base', many: 'Sources des bases' },
  entity: { one: 'Entité', many: 'Entités' },
  sync: { one: 'Type de synchronisation', many: 'Synchronisations vers la production' },
};

export type Run = SyncHistory & { id: number | string };

export interface MapNode {
  id: string;
  kind: NodeKind;
  label: string;
  /** A second line: engine and host, connection, description... */
  detail: string;
  /** The newest synchronisation that went through this node (null: none). */
  lastRun: Run | null;
  state: SyncState;
  /** The run types whose runs touched this node (to list them). */
  syncTypes: SyncHistory['syncHistory_type'][];
  /** The production entity a model entity is synchronised as, if any. */
  syncEntity?: SyncEntity;
}

export interface MapEdge {
  id: string;
  source: string;
  target: string;
  /** How the source relates to the target, in French ("héberge", "alimente"...). */
  relation: string;
  state: SyncState;
}

export interface MapGraph {
  nodes: MapNode[];
  edges: MapEdge[];
}
