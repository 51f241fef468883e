import { Box, Link, Stack, Typography } from '@mui/material';
import { KIND_LABELS, NODE_KINDS, type MapGraph, type MapNode } from './graphTypes';
import { SYNC_STATES } from './syncState';

interface MapListViewProps {
  graph: MapGraph;
  onOpen: (id: string) => void;
}

/** A node's name as a button that opens its details, and its state in words. */
const NodeButton = ({ node, onOpen }: { node: MapNode; onOpen: (id: string) => void }) => (
  <Link component="button" type="button" onClick={() => onOpen(node.id)} sx={{ fontWeight: 600 }}>
    {node.label}
  </Link>
);

/**
 * The same graph as lists, for keyboard and screen-reader users: each column of the map, each
 * node with its state and its links to the next column.
 */
const MapListView = ({ graph, onOpen }: MapListViewProps) => {
  const byId = new Map(graph.nodes.map((node) => [node.id, node]));
  return (
    <Stack spacing={3}>
      {NODE_KINDS.map((kind) => {
        const nodes = graph.nodes.filter((node) => node.kind === kind);
        return (
          <Box component="section" key={kind} aria-label={KIND_LABELS[kind].many}>
            <Typography variant="h6" component="h2" gutterBottom>
              {KIND_LABELS[kind].many} ({nodes.length})
            </Typography>
            <Box component="ul" sx={{ m: 0, pl: 3 }}>
              {nodes.map((node) => {
                const links = graph.edges.filter((edge) => edge.source === node.id);
                return (
                  <Box component="li" key={node.id} sx={{ mb: 1 }}>
                    <NodeButton node={node} onOpen={onOpen} />
                    <Typography component="span" color="text.secondary">
                      {' '}
                      · {node.detail} · {SYNC_STATES[node.state].label}
                    </Typography>
                    {links.length > 0 && (
                      <Box component="ul" sx={{ m: 0, pl: 3 }}>
                        {links.map((edge) => (
                          <Typography component="li" variant="body2" key={edge.id}>
                            {edge.relation} {byId.get(edge.target)?.label} :{' '}
                            {SYNC_STATES[edge.state].label.toLowerCase()}
                          </Typography>
                        ))}
                      </Box>
                    )}
                  </Box>
                );
              })}
            </Box>
          </Box>
        );
      })}
    </Stack>
  );
};

export default MapListView;
