import { useEffect, useMemo } from 'react';
import { Box } from '@mui/material';
import {
  dragAndDropFeature,
  hotkeysCoreFeature,
  keyboardDragAndDropFeature,
  selectionFeature,
  syncDataLoaderFeature,
  type DragTarget,
  type ItemInstance,
} from '@headless-tree/core';
import { AssistiveTreeDescription, useTree } from '@headless-tree/react';
import { childrenOf, nodeName, type TreeRecord } from './treeData';
import { treeAnnouncement } from './treeAnnouncements';
import type { TreeModel } from './treeModels';
import TreeRow from './TreeRow';

const ROOT = 'root';
const INDENT = 24;

interface ModelTreeProps {
  model: TreeModel;
  nodes: readonly TreeRecord[];
  expanded: string[];
  onExpandedChange: (expanded: string[]) => void;
  selected: number | null;
  onSelect: (id: number) => void;
  onActivate: () => void;
  matches: ReadonlySet<number>;
  /** Drop handler: the node, its new parent (null: a root) and its rank there. */
  onMove: (id: number, parentId: number | null, index: number) => void;
  busy: boolean;
}

const dropPlace = (target: DragTarget<TreeRecord>) => ({
  parentId: target.item.getId() === ROOT ? null : Number(target.item.getId()),
  index: 'insertionIndex' in target ? target.insertionIndex : Number.MAX_SAFE_INTEGER,
});

/**
 * The hierarchy as an accessible tree (arrow keys, aria-level/expanded/selected), with moves
 * by mouse (drag and drop) and by keyboard (Ctrl+Maj+D, arrows, Entrée). The announcement
 * region and the drop line sit outside the `role=tree` element.
 */
const ModelTree = (props: ModelTreeProps) => {
  const { model, nodes, expanded, onExpandedChange, selected, onSelect, matches, onMove } = props;
  const byId = useMemo(() => new Map(nodes.map((node) => [String(node.id), node])), [nodes]);
  const childIds = (itemId: string) =>
    childrenOf(nodes, itemId === ROOT ? null : Number(itemId)).map((node) => String(node.id));
  const focused = selected === null ? null : String(selected);

  const tree = useTree<TreeRecord>({
    rootItemId: ROOT,
    indent: INDENT,
    state: {
      expandedItems: expanded,
      focusedItem: focused,
      selectedItems: focused ? [focused] : [],
    },
    setExpandedItems: (update) =>
      onExpandedChange(typeof update === 'function' ? update(expanded) : update),
    setFocusedItem: (update) => {
      const next = typeof update === 'function' ? update(focused) : update;
      if (next && next !== ROOT) onSelect(Number(next));
    },
    setSelectedItems: () => undefined,
    getItemName: (item) =>
      item.getId() === ROOT ? model.title : nodeName(item.getItemData(), model.nameField),
    isItemFolder: (item) => item.getId() === ROOT || childIds(item.getId()).length > 0,
    dataLoader: {
      getItem: (itemId) => byId.get(itemId) ?? { id: 0, parentId: null, order: 0 },
      getChildren: childIds,
    },
    canReorder: true,
    canDrag: () => !props.busy,
    canDrop: (items, target) =>
      !items.some(
        (item) => target.item.getId() === item.getId() || target.item.isDescendentOf(item.getId()),
      ),
    onDrop: (items, target) => {
      const { parentId, index } = dropPlace(target);
      onMove(Number(items[0].getId()), parentId, index);
    },
    features: [
      syncDataLoaderFeature,
      selectionFeature,
      hotkeysCoreFeature,
      dragAndDropFeature,
      keyboardDragAndDropFeature,
    ],
  });

  useEffect(() => {
    tree.rebuildTree();
  }, [tree, nodes, expanded]);

  const renderRow = (item: ItemInstance<TreeRecord>) => (
    <TreeRow
      key={item.getId()}
      item={item}
      indent={INDENT}
      kind={String(item.getItemData()[model.kindField] ?? '')}
      matched={matches.has(Number(item.getId()))}
      onToggle={() => (item.isExpanded() ? item.collapse() : item.expand())}
      onActivate={props.onActivate}
    />
  );

  return (
    <Box sx={{ position: 'relative' }}>
      <AssistiveTreeDescription
        tree={tree}
        getLabel={(dnd, state) => treeAnnouncement(dnd, state)}
      />
      <Box {...tree.getContainerProps(model.treeLabel)} sx={{ outline: 'none' }}>
        {tree.getItems().map(renderRow)}
      </Box>
      <Box
        aria-hidden
        style={tree.getDragLineStyle()}
        sx={{ height: 2, bgcolor: 'primary.main', borderRadius: 1 }}
      />
    </Box>
  );
};

export default ModelTree;
