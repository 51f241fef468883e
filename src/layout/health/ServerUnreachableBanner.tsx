import { Alert } from '@mui/material';
import { useServerHealth } from './useServerHealth';

/** A clear French banner while the server cannot be reached. */
const ServerUnreachableBanner = () => {
  const { reachable } = useServerHealth();
  if (reachable !== false) return null;
  return (
    <Alert severity="error" variant="filled" sx={{ mb: 2 }}>
      Le serveur est injoignable. Vérifiez votre connexion : les données affichées peuvent ne pas
      être à jour et les enregistrements échoueront. Nouvelle tentative automatique toutes les 30
      secondes.
    </Alert>
  );
};

export default ServerUnreachableBanner;
