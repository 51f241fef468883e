import { useState } from 'react';
import {
  Box,
  Card,
  CardContent,
  Skeleton,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import AccountTreeIcon from '@mui/icons-material/AccountTree';
import ViewListIcon from '@mui/icons-material/ViewList';
import { Title } from 'react-admin';
import RetryAlert from '../common/RetryAlert';
import { useNarrowScreen } from '../common/useNarrowScreen';
import MapGraphView from './MapGraphView';
import MapLegend from './MapLegend';
import MapListView from './MapListView';
import NodeDetails from './NodeDetails';
import { useMapData } from './useMapData';

type View = 'graph' | 'list';

/**
 * /synchronization-map-page: how data flows through the platform, from the sites hosting
 * the databases to the synchronisations with production, each link coloured by the state and
 * age of its last synchronisation. As a graph, or as lists of the same nodes and links.
 */
const SyncMapPage = () => {
  const { graph, isPending, error, retry } = useMapData();
  // On a phone the graph is too small to read: the list comes first.
  const [view, setView] = useState<View>(useNarrowScreen() ? 'list' : 'graph');
  const [openId, setOpenId] = useState<string | null>(null);
  return (
    <Card sx={{ mt: 2 }}>
      <Title title="Carte des synchronisations" />
      <CardContent>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mb: 2 }}>
          <Box sx={{ flex: 1, minWidth: 240 }}>
            <Typography variant="h5" component="h1">
              Carte des synchronisations
            </Typography>
            <Typography color="text.secondary">
              Des sites aux bases de données, de leurs sources aux entités, puis vers la production.
              Choisissez un élément pour voir son détail.
            </Typography>
          </Box>
          <ToggleButtonGroup
            value={view}
            exclusive
            size="small"
            onChange={(_, value: View | null) => value && setView(value)}
            aria-label="Affichage"
          >
            <ToggleButton value="graph">
              <AccountTreeIcon fontSize="small" sx={{ mr: 1 }} aria-hidden />
              Graphe
            </ToggleButton>
            <ToggleButton value="list">
              <ViewListIcon fontSize="small" sx={{ mr: 1 }} aria-hidden />
              Liste
            </ToggleButton>
          </ToggleButtonGroup>
        </Box>
        <MapLegend />
        <Box sx={{ mt: 2 }}>
          {error && (
            <RetryAlert onRetry={retry}>
              La carte n’a pas pu être chargée. {error.message}
            </RetryAlert>
          )}
          {isPending && !error && (
            <Skeleton variant="rounded" height={480} aria-label="Chargement de la carte" />
          )}
          {graph && view === 'graph' && (
            <Box
              sx={{
                height: { xs: 520, md: 'max(640px, calc(100vh - 240px))' },
                border: 1,
                borderColor: 'divider',
                borderRadius: 1,
              }}
            >
              <MapGraphView graph={graph} onOpen={setOpenId} />
            </Box>
          )}
          {graph && view === 'list' && <MapListView graph={graph} onOpen={setOpenId} />}
        </Box>
        {graph && (
          <NodeDetails
            graph={graph}
            nodeId={openId}
            onOpen={setOpenId}
            onClose={() => setOpenId(null)}
          />
        )}
      </CardContent>
    </Card>
  );
};

export default SyncMapPage;
