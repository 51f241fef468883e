import { useNotify } from 'react-admin';
import DeleteNodeDialog from './DeleteNodeDialog';
import MoveNodeDialog from './MoveNodeDialog';
import NodeFormDialog from './NodeFormDialog';
import type { NodeAction } from './NodeDetails';
import { childrenOf, nodeName, type TreeRecord } from './treeData';
import type { TreeModel } from './treeModels';
import type { TreeNodes } from './useTreeNodes';

export type OpenDialog = { action: NodeAction | 'root'; node: TreeRecord | null };

interface NodeDialogsProps {
  model: TreeModel;
  tree: TreeNodes;
  nodes: readonly TreeRecord[];
  open: OpenDialog;
  onSelect: (id: number) => void;
  onClose: () => void;
}

/** The dialog of the action under way: create, edit, move or delete a node. */
const NodeDialogs = ({ model, tree, nodes, open, onSelect, onClose }: NodeDialogsProps) => {
  const notify = useNotify();
  const { action, node } = open;
  const name = nodeName(node ?? undefined, model.nameField);

  if (action === 'move' && node) {
    return (
      <MoveNodeDialog
        nodes={nodes}
        node={node}
        nameField={model.nameField}
        kindField={model.kindField}
        onMove={(parentId, index) => void tree.move(node.id, parentId, index)}
        onClose={onClose}
      />
    );
  }
  if (action === 'delete' && node) {
    const confirm = async () => {
      onClose();
      if (await tree.remove(node.id)) {
        notify(`L’élément « ${name} » a été supprimé.`, { type: 'success' });
        if (node.parentId !== null) onSelect(node.parentId);
      }
    };
    return (
      <DeleteNodeDialog
        nodes={nodes}
        node={node}
        nameField={model.nameField}
        onConfirm={() => void confirm()}
        onClose={onClose}
      />
    );
  }
  if (action === 'edit' && node) {
    return (
      <NodeFormDialog
        model={model}
        title={`Modifier « ${name} »`}
        load={node.id}
        onSubmit={async (values) => {
          await tree.save(values as TreeRecord);
          notify('Modifications enregistrées.', { type: 'success' });
        }}
        onClose={onClose}
      />
    );
  }
  const parentId = action === 'child' ? node!.id : action === 'sibling' ? node!.parentId : null;
  const siblings = childrenOf(nodes, parentId);
  const after = action === 'sibling' ? siblings.findIndex((s) => s.id === node!.id) + 1 : undefined;
  const parentName = nodeName(
    nodes.find((candidate) => candidate.id === parentId),
    model.nameField,
  );
  return (
    <NodeFormDialog
      model={model}
      title={
        parentId === null
          ? 'Nouvel élément de premier niveau'
          : `Nouvel élément dans « ${parentName} »`
      }
      values={{ parentId, order: siblings.length }}
      onSubmit={async (values) => {
        const created = await tree.save(values, after);
        notify(`L’élément « ${nodeName(created, model.nameField)} » a été créé.`, {
          type: 'success',
        });
        onSelect(created.id);
      }}
      onClose={onClose}
    />
  );
};

export default NodeDialogs;
