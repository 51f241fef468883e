import { Alert, Button, LinearProgress, Paper, Stack, Typography } from '@mui/material';
import { cancelExport, dismissExport, useExportState } from './exportStore';

const count = (value: number) => value.toLocaleString('fr-FR');

/**
 * The export under way (count, bar, 'Annuler') or why it failed, in a small panel at the
 * bottom left: not a modal, the app stays usable while the file is prepared. Mounted once in
 * the layout.
 */
const ExportProgress = () => {
  const state = useExportState();
  if (state.status === 'idle') return null;
  const running = state.status === 'running';
  const percent = running && state.total > 0 ? Math.min(100, (100 * state.done) / state.total) : 0;
  return (
    <Paper
      component="section"
      aria-label={state.title}
      elevation={6}
      sx={{
        position: 'fixed',
        zIndex: (theme) => theme.zIndex.snackbar,
        left: { xs: 8, sm: 24 },
        right: { xs: 8, sm: 'auto' },
        // Above the bottom-centred toasts' area on phones, at their offset on wider screens.
        bottom: { xs: 88, sm: 24 },
        width: { sm: 360 },
        p: 2,
      }}
    >
      <Typography variant="subtitle2" component="h2" gutterBottom>
        {state.title}
      </Typography>
      {running ? (
        <Stack spacing={1}>
          <Typography role="status" variant="body2">
            Export en cours… {count(state.done)} / {count(state.total)}
          </Typography>
          <LinearProgress
            variant="determinate"
            value={percent}
            aria-label="Progression de l’export"
          />
          <Button onClick={cancelExport} sx={{ alignSelf: 'flex-end' }}>
            Annuler
          </Button>
        </Stack>
      ) : (
        <Stack spacing={1}>
          <Alert severity="error">L’export a échoué. {state.message}</Alert>
          <Button onClick={dismissExport} sx={{ alignSelf: 'flex-end' }}>
            Fermer
          </Button>
        </Stack>
      )}
    </Paper>
  );
};

export default ExportProgress;
