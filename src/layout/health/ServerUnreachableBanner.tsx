import { Alert } from '@mui/material';
import { useConnectionStatus } from './useConnectionStatus';

/** A clear French banner while the network is down or the server cannot be reached. */
const ServerUnreachableBanner = () => {
  const status = useConnectionStatus();
  if (status !== 'offline' && status !== 'unreachable') return null;
  return (
    <Alert severity="error" variant="filled" sx={{ mb: 2 }}>
      {status === 'offline'
        ? "Vous êtes hors ligne : cet ordinateur n'a plus de réseau. Les données affichées peuvent ne pas être à jour. La connexion reprendra d'elle-même au retour du réseau."
        : 'Le serveur est injoignable. Vérifiez votre connexion : les données affichées peuvent ne pas être à jour et les enregistrements échoueront. Nouvelle tentative automatique toutes les 30 secondes.'}
    </Alert>
  );
};

export default ServerUnreachableBanner;
