import { Box, Tooltip } from '@mui/material';
import { useSyncExternalStore } from 'react';
import { reachabilityStore } from '../../api/reachability';
import { useConnectionStatus, type ConnectionStatus } from './useConnectionStatus';

const time = new Intl.DateTimeFormat('fr-FR', { timeStyle: 'short' });

const LABELS: Record<ConnectionStatus, string> = {
  checking: 'Vérification du serveur…',
  online: 'En ligne : serveur disponible',
  offline: 'Hors ligne : pas de réseau sur cet ordinateur',
  unreachable: 'Serveur injoignable',
};

const COLORS: Record<ConnectionStatus, string> = {
  checking: 'grey.500',
  online: 'success.main',
  offline: 'error.main',
  unreachable: 'error.main',
};

/** A dot in the app bar: the connection's state, in its tooltip and for screen readers. */
const HealthIndicator = () => {
  const status = useConnectionStatus();
  const { at } = useSyncExternalStore(reachabilityStore.subscribe, reachabilityStore.get);
  const checked = at && status !== 'checking' ? ` (vérifié à ${time.format(at)})` : '';
  const label = `${LABELS[status]}${checked}`;
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
            bgcolor: COLORS[status],
            boxShadow: (theme) => `0 0 0 2px ${theme.palette.background.paper}`,
          }}
        />
      </Box>
    </Tooltip>
  );
};

export default HealthIndicator;
