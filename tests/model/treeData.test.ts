// @vitest-environment node
import { childrenFate } from '../../src/model/tree/DeleteNodeDialog';
import {
  MoveRefused,
  matchingIds,
  planMove,
  planReattach,
  type TreeRecord,
} from '../../src/model/tree/treeData';

const NAME = 'name';
const node = (id: number, parentId: number | null, order: number, name: string): TreeRecord => ({
  id,
  parentId,
  order,
  name,
});

// Pays > (Région A > (Site 1, Site 2 > Salle), Région B)
const NODES = [
  node(1, null, 0, 'Pays'),
  node(2, 1, 0, 'Région A'),
  node(3, 2, 0, 'Site 1'),
  node(4, 2, 1, 'Site 2'),
  node(5, 4, 0, 'Salle'),
  node(6, 1, 1, 'Région B'),
];

test('a move among siblings sends their new ranks, in the contract’s shape', () => {
  const { payload, nodes } = planMove(NODES, 4, 2, 0, NAME);
  expect(payload).toEqual([
    { id: 4, parentId: 2, order: 0 },
    { id: 3, parentId: 2, order: 1 },
  ]);
  expect(nodes.find((n) => n.id === 4)).toMatchObject({ parentId: 2, order: 0 });
});

test('a move to another parent sends the new and the old siblings', () => {
  const { payload } = planMove(NODES, 3, 6, 0, NAME);
  expect(payload).toEqual([
    { id: 3, parentId: 6, order: 0 },
    { id: 4, parentId: 2, order: 0 },
  ]);
});

test('a node becomes a root with a null parent, its index bounded by its new siblings', () => {
  const { payload } = planMove(NODES, 6, null, 99, NAME);
  expect(payload).toEqual([
    { id: 1, parentId: null, order: 0 },
    { id: 6, parentId: null, order: 1 },
    { id: 2, parentId: 1, order: 0 },
  ]);
});

test('a node cannot go under itself or under one of its descendants', () => {
  expect(() => planMove(NODES, 2, 2, 0, NAME)).toThrow(MoveRefused);
  expect(() => planMove(NODES, 2, 5, 0, NAME)).toThrow(
    'Impossible de placer « Région A » sous lui-même ou sous un de ses descendants.',
  );
});

test('before a deletion, the children take the node’s place under its parent', () => {
  expect(planReattach(NODES, 2).payload).toEqual([
    { id: 3, parentId: 1, order: 0 },
    { id: 4, parentId: 1, order: 1 },
    { id: 6, parentId: 1, order: 2 },
  ]);
  expect(planReattach(NODES, 5).payload).toEqual([]);
});

test('the delete confirmation says what happens to the children', () => {
  const [, regionA, , site2, salle] = NODES;
  expect(childrenFate(NODES, regionA, NAME)).toBe(
    'Ses 2 éléments enfants ne seront pas supprimés : ils seront rattachés à « Pays », à sa place, avec leurs propres descendants.',
  );
  expect(childrenFate(NODES, site2, NAME)).toBe(
    'Son élément enfant ne sera pas supprimé : il sera rattaché à « Région A », à sa place.',
  );
  expect(childrenFate(NODES, salle, NAME)).toBe('Cet élément n’a aucun élément enfant.');
  expect(childrenFate(NODES, NODES[0], NAME)).toBe(
    'Ses 2 éléments enfants ne seront pas supprimés : ils seront placés au premier niveau, à sa place, avec leurs propres descendants.',
  );
});

test('the search ignores case and accents', () => {
  expect(matchingIds(NODES, NAME, 'REGION')).toEqual([2, 6]);
  expect(matchingIds(NODES, NAME, '  ')).toEqual([]);
});
