import { memo } from 'react';
import { Box, Typography } from '@mui/material';
import { Handle, Position, type Node, type NodeProps } from '@xyflow/react';
import { KIND_LABELS, type MapNode } from './graphTypes';
import { SYNC_STATES } from './syncState';

export type FlowNode = Node<{ node: MapNode }, 'map'>;

export const NODE_WIDTH = 230;

/** One node of the graph: its kind, name and detail, a dot of its last sync's state. */
const MapNodeView = ({ data: { node }, selected }: NodeProps<FlowNode>) => {
  const state = SYNC_STATES[node.state];
  return (
    <Box
      sx={{
        width: NODE_WIDTH,
        px: 1.5,
        py: 1,
        borderRadius: 1,
        bgcolor: 'background.paper',
        border: 2,
        borderColor: selected ? 'primary.main' : 'divider',
        borderLeft: `6px solid ${state.color}`,
        boxShadow: selected ? 4 : 1,
        cursor: 'pointer',
      }}
    >
      <Handle type="target" position={Position.Left} isConnectable={false} />
      <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
        {KIND_LABELS[node.kind].one}
      </Typography>
      <Typography variant="body2" sx={{ fontWeight: 600 }} noWrap title={node.label}>
        {node.label}
      </Typography>
      <Typography variant="caption" color="text.secondary" noWrap sx={{ display: 'block' }}>
        {state.label}
      </Typography>
      <Handle type="source" position={Position.Right} isConnectable={false} />
    </Box>
  );
};

export default memo(MapNodeView);
