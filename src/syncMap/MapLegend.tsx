import { Box, Typography } from '@mui/material';
import { SYNC_STATES, type SyncState } from './syncState';

/** What the colours of the links and nodes mean. */
const MapLegend = () => (
  <Box component="section" aria-label="Légende">
    <Typography variant="subtitle2" component="h2" gutterBottom>
      Légende : dernière synchronisation passée par le lien
    </Typography>
    <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, p: 0, m: 0 }}>
      {(Object.keys(SYNC_STATES) as SyncState[]).map((state) => {
        const { label, color, dashed } = SYNC_STATES[state];
        return (
          <Box
            component="li"
            key={state}
            sx={{ listStyle: 'none', display: 'flex', alignItems: 'center', gap: 1 }}
          >
            <Box
              aria-hidden
              sx={{
                width: 28,
                height: 0,
                borderTop: `3px ${dashed ? 'dashed' : 'solid'} ${color}`,
              }}
            />
            <Typography variant="body2">{label}</Typography>
          </Box>
        );
      })}
    </Box>
  </Box>
);

export default MapLegend;
