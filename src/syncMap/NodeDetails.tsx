import type { ReactNode } from 'react';
import { Box, Drawer, IconButton, Link, Stack, Typography } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { Link as RouterLink } from 'react-router-dom';
import { formatAge } from '../synchronization/format';
import RunStatusChip from '../synchronization/RunStatusChip';
import { runPath } from '../synchronization/runPaths';
import { KIND_LABELS, type MapGraph } from './graphTypes';
import NodeRuns from './NodeRuns';
import { SYNC_STATES } from './syncState';

interface NodeDetailsProps {
  graph: MapGraph;
  nodeId: string | null;
  onOpen: (id: string) => void;
  onClose: () => void;
}

const Part = ({ title, children }: { title: string; children: ReactNode }) => (
  <Box component="section" aria-label={title}>
    <Typography variant="subtitle2" component="h3" gutterBottom>
      {title}
    </Typography>
    {children}
  </Box>
);

/** A node's details in a side panel: what it is, its links, the runs that touched it. */
const NodeDetails = ({ graph, nodeId, onOpen, onClose }: NodeDetailsProps) => {
  const node = graph.nodes.find((candidate) => candidate.id === nodeId);
  const byId = new Map(graph.nodes.map((candidate) => [candidate.id, candidate]));
  const links = node
    ? graph.edges.filter((edge) => edge.source === node.id || edge.target === node.id)
    : [];
  return (
    <Drawer
      anchor="right"
      open={Boolean(node)}
      onClose={onClose}
      slotProps={{
        paper: {
          sx: { width: { xs: '100%', sm: 400 } },
          'aria-label': node ? `Détail : ${node.label}` : 'Détail',
        },
      }}
    >
      {node && (
        <Stack spacing={2} sx={{ p: 2 }} role="region" aria-label={`Détail : ${node.label}`}>
          <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Typography variant="caption" color="text.secondary">
                {KIND_LABELS[node.kind].one}
              </Typography>
              <Typography variant="h6" component="h2">
                {node.label}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ wordBreak: 'break-word' }}>
                {node.detail}
              </Typography>
            </Box>
            <IconButton onClick={onClose} aria-label="Fermer le détail">
              <CloseIcon />
            </IconButton>
          </Box>
          <Part title="Dernière synchronisation">
            {node.lastRun ? (
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                <RunStatusChip status={node.lastRun.syncHistory_status} />
                <Link
                  component={RouterLink}
                  to={runPath(node.lastRun.syncHistory_id)}
                  variant="body2"
                >
                  n° {node.lastRun.syncHistory_id}
                </Link>
                <Typography variant="body2">
                  {formatAge(
                    node.lastRun.syncHistory_endedAt ?? node.lastRun.syncHistory_startedAt,
                  )}
                </Typography>
              </Stack>
            ) : (
              <Typography color="text.secondary">{SYNC_STATES.never.label}.</Typography>
            )}
          </Part>
          <Part title="Liens">
            <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
              {links.map((edge) => {
                const outgoing = edge.source === node.id;
                const other = byId.get(outgoing ? edge.target : edge.source);
                if (!other) return null;
                return (
                  <Typography component="li" variant="body2" key={edge.id}>
                    {outgoing ? `${edge.relation} ` : `${KIND_LABELS[other.kind].one} : `}
                    <Link component="button" type="button" onClick={() => onOpen(other.id)}>
                      {other.label}
                    </Link>
                    {` (${SYNC_STATES[edge.state].label.toLowerCase()})`}
                  </Typography>
                );
              })}
            </Box>
          </Part>
          <Part title="Synchronisations qui l’ont touché">
            <NodeRuns types={node.syncTypes} />
          </Part>
        </Stack>
      )}
    </Drawer>
  );
};

export default NodeDetails;
