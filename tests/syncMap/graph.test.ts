import type { SyncHistory } from '../../src/api/types';
import { buildGraph, type MapInput } from '../../src/syncMap/buildGraph';
import type { Run } from '../../src/syncMap/graphTypes';
import { layoutGraph, ROW_HEIGHT } from '../../src/syncMap/layout';
import { syncStateOf } from '../../src/syncMap/syncState';

const NOW = Date.UTC(2026, 10, 20, 8, 0, 0);
const HOUR = 3_600_000;

const run = (
  id: number,
  type: SyncHistory['syncHistory_type'],
  status: SyncHistory['syncHistory_status'],
  hoursAgo: number,
): Run => ({
  id,
  syncHistory_id: id,
  syncHistory_type: type,
  syncHistory_status: status,
  syncHistory_startedAt: new Date(NOW - hoursAgo * HOUR).toISOString(),
  syncHistory_endedAt: status === 'running' ? null : new Date(NOW - hoursAgo * HOUR).toISOString(),
  syncHistory_created: 0,
  syncHistory_updated: 0,
  syncHistory_errorCount: 0,
  syncHistory_counts: { student: 0, school: 0, photo: 0, dren: 0 },
  school_id: null,
});

const input: MapInput = {
  now: NOW,
  locations: [
    {
      modelLocation_id: 1,
      modelLocation_name: 'Centre de données',
      modelLocation_kind: 'Site',
      parentId: null,
      order: 0,
    },
    {
      modelLocation_id: 2,
      modelLocation_name: 'Salle vide',
      modelLocation_kind: 'Salle',
      parentId: 1,
      order: 0,
    },
  ],
  databases: [
    {
      modelDatabase_id: 1,
      modelDatabase_name: 'Scolarité',
      modelDatabase_engine: 'PostgreSQL',
      modelDatabase_host: 'db',
      modelLocation_id: 1,
    },
  ],
  databaseSources: [
    {
      modelDatabaseSource_id: 1,
      modelDatabase_id: 1,
      modelDatabaseSource_name: 'Principale',
      modelDatabaseSource_connection: 'pg://a',
      modelDatabaseSource_order: 0,
    },
    {
      modelDatabaseSource_id: 2,
      modelDatabase_id: 1,
      modelDatabaseSource_name: 'Archives',
      modelDatabaseSource_connection: 'pg://b',
      modelDatabaseSource_order: 1,
    },
  ],
  entities: [
    {
      modelEntity_id: 1,
      modelEntity_name: 'Élève',
      modelEntity_description: '',
      modelOrganization_id: null,
    },
    {
      modelEntity_id: 2,
      modelEntity_name: 'Enseignant',
      modelEntity_description: '',
      modelOrganization_id: null,
    },
  ],
  entitySources: [
    {
      modelEntitySource_id: 1,
      modelEntity_id: 1,
      modelDatabaseSource_id: 1,
      modelEntitySource_table: 'eleve',
      modelEntitySource_order: 0,
    },
    {
      modelEntitySource_id: 2,
      modelEntity_id: 2,
      modelDatabaseSource_id: 2,
      modelEntitySource_table: 'prof',
      modelEntitySource_order: 0,
    },
  ],
  lastRuns: { student: run(5, 'student', 'error', 2), full: run(3, 'full', 'success', 30) },
};

test('a link takes the state and age of the last synchronisation that went through it', () => {
  expect(syncStateOf(undefined, NOW)).toBe('never');
  expect(syncStateOf(run(1, 'full', 'running', 0), NOW)).toBe('running');
  expect(syncStateOf(run(1, 'full', 'error', 200), NOW)).toBe('error');
  expect(syncStateOf(run(1, 'full', 'success', 23), NOW)).toBe('recent');
  expect(syncStateOf(run(1, 'full', 'success', 24), NOW)).toBe('stale');
  expect(syncStateOf(run(1, 'full', 'success', 7 * 24), NOW)).toBe('old');
});

test('the graph: hosting sites, databases, sources, entities and synchronisations, linked in that order', () => {
  const { nodes, edges } = buildGraph(input);
  expect(nodes.map((node) => node.id)).toEqual(
    expect.arrayContaining([
      'location:1',
      'database:1',
      'source:1',
      'source:2',
      'entity:1',
      'entity:2',
      'sync:student',
      'sync:full',
    ]),
  );
  // A site without a database is not on the map.
  expect(nodes.some((node) => node.id === 'location:2')).toBe(false);
  const state = (id: string) => edges.find((edge) => edge.id === id)?.state;
  // Élève goes through the student and full synchronisations; the newest (student) failed.
  expect(state('entity:1->sync:student')).toBe('error');
  expect(state('entity:1->sync:full')).toBe('stale');
  expect(state('source:1->entity:1')).toBe('error');
  expect(state('database:1->source:1')).toBe('error');
  expect(state('location:1->database:1')).toBe('error');
  // Enseignant is never synchronised, nor is the source that only feeds it.
  expect(state('source:2->entity:2')).toBe('never');
  expect(state('database:1->source:2')).toBe('never');
  expect(edges.some((edge) => edge.source === 'entity:2')).toBe(false);
  expect(nodes.find((node) => node.id === 'database:1')?.syncTypes.sort()).toEqual([
    'full',
    'student',
  ]);
});

test('the layout puts each kind in its own column, one node per row, without overlaps', () => {
  const graph = buildGraph(input);
  const positions = layoutGraph(graph);
  const columnOf = (kind: string) =>
    new Set(
      graph.nodes.filter((node) => node.kind === kind).map((node) => positions.get(node.id)!.x),
    );
  const xs = ['location', 'database', 'source', 'entity', 'sync'].map((kind) => [
    ...columnOf(kind),
  ]);
  xs.forEach((column) => expect(column).toHaveLength(1));
  expect(xs.flat()).toEqual([...xs.flat()].sort((a, b) => a - b));
  const seen = new Set(graph.nodes.map((node) => JSON.stringify(positions.get(node.id))));
  expect(seen.size).toBe(graph.nodes.length);
  for (const node of graph.nodes) expect(positions.get(node.id)!.y % (ROW_HEIGHT / 2)).toBe(0);
});
