import { Box, Tooltip } from '@mui/material';
import { showDate } from '../../common/dates';
import { useServerHealth } from './useServerHealth';

const time = new Intl.DateTimeFormat('fr-FR', { timeStyle: 'short' });

/** A dot in the app bar: green when the server answers, red when it cannot be reached. */
const HealthIndicator = () => {
  const { reachable, checkedAt } = useServerHealth();
  const label =
    reachable === undefined
      ? 'Vérification du serveur…'
      : `${reachable ? 'Serveur disponible' : 'Serveur injoignable'}${checkedAt ? ` (vérifié à ${showDate(time, checkedAt)})` : ''}`;
  return (
    <Tooltip title={label}>
      <Box
        role="status"
        aria-label={label}
        sx={{ display: 'inline-flex', alignItems: 'center', px: 1 }}
      >
        <Box
          sx={{
            width: 10,
            height: 10,
            borderRadius: '50%',
            bgcolor:
              reachable === undefined ? 'grey.500' : reachable ? 'success.main' : 'error.main',
            boxShadow: (theme) => `0 0 0 2px ${theme.palette.background.paper}`,
          }}
        />
      </Box>
    </Tooltip>
  );
};

export default HealthIndicator;
