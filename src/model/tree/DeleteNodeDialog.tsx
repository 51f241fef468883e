import { Confirm } from 'react-admin';
import DeleteIcon from '@mui/icons-material/Delete';
import { childrenOf, countDescendants, nodeName, type TreeRecord } from './treeData';

interface DeleteNodeDialogProps {
  nodes: readonly TreeRecord[];
  node: TreeRecord;
  nameField: string;
  onConfirm: () => void;
  onClose: () => void;
}

/** What the deletion does to the node's children, in words. */
export function childrenFate(nodes: readonly TreeRecord[], node: TreeRecord, nameField: string) {
  const children = childrenOf(nodes, node.id).length;
  if (children === 0) return 'Cet élément n’a aucun élément enfant.';
  const parent = nodes.find((candidate) => candidate.id === node.parentId);
  const where = parent
    ? `rattaché${children > 1 ? 's' : ''} à « ${nodeName(parent, nameField)} », à sa place`
    : `placé${children > 1 ? 's' : ''} au premier niveau, à sa place`;
  const deeper =
    countDescendants(nodes, node.id) > children ? ', avec leurs propres descendants' : '';
  return children === 1
    ? `Son élément enfant ne sera pas supprimé : il sera ${where}${deeper}.`
    : `Ses ${children} éléments enfants ne seront pas supprimés : ils seront ${where}${deeper}.`;
}

/** The confirmation before deleting a node, saying what happens to its children. */
const DeleteNodeDialog = ({
  nodes,
  node,
  nameField,
  onConfirm,
  onClose,
}: DeleteNodeDialogProps) => (
  <Confirm
    isOpen
    title={`Supprimer « ${nodeName(node, nameField)} » ?`}
    content={`L’élément « ${nodeName(node, nameField)} » sera supprimé définitivement. ${childrenFate(nodes, node, nameField)}`}
    confirm="Supprimer"
    cancel="Annuler"
    confirmColor="warning"
    ConfirmIcon={DeleteIcon}
    onConfirm={onConfirm}
    onClose={onClose}
  />
);

export default DeleteNodeDialog;
