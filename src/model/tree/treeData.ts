import { foldText } from '../../common/foldText';

/**
 * The tree models' structure as plain data: each node knows its parent and its rank among
 * its siblings (`order`). Moves are planned here, before anything is sent: the new nodes for
 * the screen and the `updateHierarchy` payload (docs/api.md) for the server.
 */
export interface TreeRecord {
  id: number;
  parentId: number | null;
  order: number;
  [field: string]: unknown;
}

/** One entry of `POST …/updateHierarchy`: `{ nodes: HierarchyNode[] }`. */
export interface HierarchyNode {
  id: number;
  parentId: number | null;
  order: number;
}

export interface PlannedChange {
  nodes: TreeRecord[];
  payload: HierarchyNode[];
}

/** A move refused before sending, with the French reason. */
export class MoveRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'MoveRefused';
  }
}

export const nodeName = (node: TreeRecord | undefined, nameField: string): string =>
  String(node?.[nameField] ?? '');

const byRank = (a: TreeRecord, b: TreeRecord) => a.order - b.order || a.id - b.id;

export const childrenOf = (nodes: readonly TreeRecord[], parentId: number | null): TreeRecord[] =>
  nodes.filter((node) => node.parentId === parentId).sort(byRank);

/** The ids from the node's parent up to its root. */
export function ancestorsOf(nodes: readonly TreeRecord[], id: number): number[] {
  const byId = new Map(nodes.map((node) => [node.id, node]));
  const ancestors: number[] = [];
  let parent = byId.get(id)?.parentId ?? null;
  while (parent !== null && !ancestors.includes(parent)) {
    ancestors.push(parent);
    parent = byId.get(parent)?.parentId ?? null;
  }
  return ancestors;
}

/** Whether `id` is `ancestorId` itself or lies somewhere under it. */
export const isWithin = (nodes: readonly TreeRecord[], id: number, ancestorId: number): boolean =>
  id === ancestorId || ancestorsOf(nodes, id).includes(ancestorId);

export const countDescendants = (nodes: readonly TreeRecord[], id: number): number =>
  nodes.filter((node) => node.id !== id && isWithin(nodes, node.id, id)).length;

/** The siblings' new ranks, 0 to n-1, as payload entries. */
const ranked = (siblings: readonly TreeRecord[], parentId: number | null): HierarchyNode[] =>
  siblings.map((node, order) => ({ id: node.id, parentId, order }));

/** The nodes with the payload's parents and ranks. */
export const applyHierarchy = (
  nodes: readonly TreeRecord[],
  payload: readonly HierarchyNode[],
): TreeRecord[] => {
  const changes = new Map(payload.map((entry) => [entry.id, entry]));
  return nodes.map((node) => {
    const change = changes.get(node.id);
    return change ? { ...node, parentId: change.parentId, order: change.order } : node;
  });
};

/**
 * Moves `id` under `parentId` (null: a root) at `index` among its new siblings. The payload
 * holds the siblings whose rank or parent changes: the old and the new parent's children.
 */
export function planMove(
  nodes: readonly TreeRecord[],
  id: number,
  parentId: number | null,
  index: number,
  nameField: string,
): PlannedChange {
  const node = nodes.find((candidate) => candidate.id === id);
  if (!node) throw new MoveRefused('Cet élément n’existe plus : rechargez la page.');
  if (parentId !== null && isWithin(nodes, parentId, id)) {
    throw new MoveRefused(
      `Impossible de placer « ${nodeName(node, nameField)} » sous lui-même ou sous un de ses descendants.`,
    );
  }
  const newSiblings = childrenOf(nodes, parentId).filter((sibling) => sibling.id !== id);
  const at = Math.max(0, Math.min(index, newSiblings.length));
  newSiblings.splice(at, 0, node);
  const payload = ranked(newSiblings, parentId);
  if (node.parentId !== parentId) {
    const oldSiblings = childrenOf(nodes, node.parentId).filter((sibling) => sibling.id !== id);
    payload.push(...ranked(oldSiblings, node.parentId));
  }
  return { nodes: applyHierarchy(nodes, payload), payload };
}

/**
 * Before deleting `id`: its children take its place under its parent, in their order (the
 * server refuses to delete a node that still has children).
 */
export function planReattach(nodes: readonly TreeRecord[], id: number): PlannedChange {
  const node = nodes.find((candidate) => candidate.id === id);
  const children = childrenOf(nodes, id);
  if (!node || children.length === 0) return { nodes: [...nodes], payload: [] };
  const siblings = childrenOf(nodes, node.parentId);
  const at = siblings.findIndex((sibling) => sibling.id === id);
  siblings.splice(at, 1, ...children);
  const payload = ranked(siblings, node.parentId);
  return { nodes: applyHierarchy(nodes, payload), payload };
}

export function matchingIds(
  nodes: readonly TreeRecord[],
  nameField: string,
  query: string,
): number[] {
  const wanted = foldText(query.trim());
  if (!wanted) return [];
  return nodes
    .filter((node) => foldText(nodeName(node, nameField)).includes(wanted))
    .map((n) => n.id);
}

/** Every node depth first, in sibling order, with its depth (0 for a root). */
export function inTreeOrder(nodes: readonly TreeRecord[]): { node: TreeRecord; depth: number }[] {
  const ordered: { node: TreeRecord; depth: number }[] = [];
  const visit = (parentId: number | null, depth: number) => {
    for (const node of childrenOf(nodes, parentId)) {
      ordered.push({ node, depth });
      visit(node.id, depth + 1);
    }
  };
  visit(null, 0);
  return ordered;
}
