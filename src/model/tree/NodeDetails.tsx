import { useId } from 'react';
import { Box, Button, Divider, Stack, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import DriveFileMoveIcon from '@mui/icons-material/DriveFileMove';
import EditIcon from '@mui/icons-material/Edit';
import SubdirectoryArrowRightIcon from '@mui/icons-material/SubdirectoryArrowRight';
import { ancestorsOf, childrenOf, countDescendants, nodeName, type TreeRecord } from './treeData';
import type { TreeModel } from './treeModels';

export type NodeAction = 'edit' | 'child' | 'sibling' | 'move' | 'delete';

interface NodeDetailsProps {
  model: TreeModel;
  nodes: readonly TreeRecord[];
  node: TreeRecord;
  busy: boolean;
  onAction: (action: NodeAction) => void;
}

const Detail = ({ label, value }: { label: string; value: string }) => (
  <Box>
    <Typography variant="caption" color="text.secondary" component="dt">
      {label}
    </Typography>
    <Typography variant="body2" component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
      {value}
    </Typography>
  </Box>
);

/** The selected node: where it sits, what it holds, and what can be done with it. */
const NodeDetails = ({ model, nodes, node, busy, onAction }: NodeDetailsProps) => {
  const titleId = useId();
  const path = ancestorsOf(nodes, node.id)
    .reverse()
    .map((id) =>
      nodeName(
        nodes.find((candidate) => candidate.id === id),
        model.nameField,
      ),
    );
  const children = childrenOf(nodes, node.id).length;
  const descendants = countDescendants(nodes, node.id);
  return (
    <Stack spacing={2} component="section" aria-labelledby={titleId}>
      <Typography id={titleId} variant="h6" component="h2" sx={{ overflowWrap: 'anywhere' }}>
        {nodeName(node, model.nameField)}
      </Typography>
      <Box component="dl" sx={{ display: 'grid', gap: 1.5, m: 0 }}>
        <Detail label="Type" value={String(node[model.kindField] ?? '')} />
        <Detail label="Emplacement" value={path.length ? path.join(' › ') : 'Premier niveau'} />
        <Detail
          label="Contenu"
          value={
            children === 0
              ? 'Aucun élément enfant'
              : `${children} élément${children > 1 ? 's' : ''} enfant${children > 1 ? 's' : ''}, ${descendants} au total`
          }
        />
      </Box>
      <Divider />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <Button startIcon={<EditIcon />} onClick={() => onAction('edit')}>
          Modifier
        </Button>
        <Button startIcon={<SubdirectoryArrowRightIcon />} onClick={() => onAction('child')}>
          Ajouter un enfant
        </Button>
        <Button startIcon={<AddIcon />} onClick={() => onAction('sibling')}>
          Ajouter au même niveau
        </Button>
        <Button startIcon={<DriveFileMoveIcon />} onClick={() => onAction('move')} disabled={busy}>
          Déplacer vers…
        </Button>
        <Button
          color="error"
          startIcon={<DeleteIcon />}
          onClick={() => onAction('delete')}
          disabled={busy}
        >
          Supprimer
        </Button>
      </Box>
    </Stack>
  );
};

export default NodeDetails;
