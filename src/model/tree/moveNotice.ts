import { childrenOf, nodeName, type HierarchyNode, type TreeRecord } from './treeData';

/** Where a node stands: under which parent and at which rank, in French. */
export function placeOf(nodes: readonly TreeRecord[], id: number, nameField: string): string {
  const node = nodes.find((candidate) => candidate.id === id);
  if (!node) return '';
  const siblings = childrenOf(nodes, node.parentId);
  const rank = `en position ${siblings.findIndex((sibling) => sibling.id === id) + 1} sur ${siblings.length}`;
  const parent = nodes.find((candidate) => candidate.id === node.parentId);
  return parent ? `dans « ${nodeName(parent, nameField)} », ${rank}` : `au premier niveau, ${rank}`;
}

/** The toast after a move: « « Salle 2 » déplacé dans « Tour E », en position 1 sur 3. » */
export const movedNotice = (nodes: readonly TreeRecord[], id: number, nameField: string) =>
  `« ${nodeName(
    nodes.find((node) => node.id === id),
    nameField,
  )} » déplacé ${placeOf(nodes, id, nameField)}.`;

/** After « Annuler »: « « Salle 2 » remis dans « Tour D », en position 2 sur 2. » */
export const restoredNotice = (nodes: readonly TreeRecord[], id: number, nameField: string) =>
  `« ${nodeName(
    nodes.find((node) => node.id === id),
    nameField,
  )} » remis ${placeOf(nodes, id, nameField)}.`;

/** The `updateHierarchy` payload that puts back the nodes a move changed, as they were. */
export const undoPayload = (
  before: readonly TreeRecord[],
  moved: readonly HierarchyNode[],
): HierarchyNode[] => {
  const ids = new Set(moved.map((entry) => entry.id));
  return before
    .filter((node) => ids.has(node.id))
    .map(({ id, parentId, order }) => ({ id, parentId, order }));
};
