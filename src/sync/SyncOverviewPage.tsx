import { Card, CardContent, LinearProgress, Stack, Typography } from '@mui/material';
import { Title } from 'react-admin';
import { useUserRoles } from '../auth/useUserRoles';
import { mayReadSyncCalls } from '../synchronization/callRoles';
import LastRunsSection from './LastRunsSection';
import PendingErrorsSection from './PendingErrorsSection';

/**
 * /sync: the state of the synchronisations at a glance, for every logged-in user; the
 * parts whose calls the user's roles do not allow are explained instead of shown.
 */
const SyncOverviewPage = () => {
  const roles = useUserRoles();
  if (!roles) return <LinearProgress aria-label="Chargement" />;
  const allowed = mayReadSyncCalls(roles);
  return (
    <Card sx={{ mt: 2 }}>
      <Title title="Synchronisation" />
      <CardContent>
        <Typography variant="h5" component="h1" gutterBottom>
          État des synchronisations
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          Les échanges de données avec le système de production : la dernière exécution de chaque
          type et les erreurs qui restent à traiter.
        </Typography>
        <Stack spacing={4}>
          <LastRunsSection allowed={allowed} />
          <PendingErrorsSection allowed={allowed} />
        </Stack>
      </CardContent>
    </Card>
  );
};

export default SyncOverviewPage;
