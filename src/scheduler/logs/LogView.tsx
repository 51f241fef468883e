import { useEffect, useRef, useState } from 'react';
import { Box, Button, FormControlLabel, Paper, Stack, Switch, Typography } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import type { TaskLog } from '../../api/types';
import { codeFont } from '../../common/codeFont';
import SearchField from '../../common/SearchField';
import LogLine from './LogLine';
import { downloadLogs, matchesLog } from './logText';

interface LogViewProps {
  executionId: string;
  logs: readonly TaskLog[];
  running: boolean;
}

/**
 * The logs of an execution: monospace, levels coloured, searchable, downloadable. While the
 * execution runs, "Suivre" keeps the newest line in view.
 */
const LogView = ({ executionId, logs, running }: LogViewProps) => {
  const [query, setQuery] = useState('');
  const [follow, setFollow] = useState(true);
  const listRef = useRef<HTMLOListElement>(null);
  const shown = logs.filter((log) => matchesLog(log, query));

  // The journal's own box scrolls to its end, never the window: the execution's title and
  // status stay where the user left them.
  useEffect(() => {
    const list = listRef.current;
    if (running && follow && list) list.scrollTop = list.scrollHeight;
  }, [logs.length, running, follow]);

  return (
    <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
      <Stack
        direction="row"
        sx={{
          p: 1,
          gap: 1,
          flexWrap: 'wrap',
          alignItems: 'center',
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <SearchField
          label="Rechercher dans les journaux"
          value={query}
          onSearch={setQuery}
          sx={{ flex: '1 1 240px' }}
        />
        <Typography variant="body2" color="text.secondary" role="status">
          {query.trim() ? `${shown.length} ligne(s) sur ${logs.length}` : `${logs.length} ligne(s)`}
        </Typography>
        {running && (
          <FormControlLabel
            control={
              <Switch checked={follow} onChange={(event) => setFollow(event.target.checked)} />
            }
            label="Suivre"
          />
        )}
        <Button
          size="small"
          startIcon={<DownloadIcon />}
          onClick={() => downloadLogs(executionId, logs)}
          disabled={logs.length === 0}
        >
          Télécharger
        </Button>
      </Stack>
      <Box
        component="ol"
        ref={listRef}
        aria-label="Journal de l'exécution"
        sx={{
          m: 0,
          p: 1,
          listStyle: 'none',
          ...codeFont,
          maxHeight: '60vh',
          overflow: 'auto',
          bgcolor: (theme) => (theme.palette.mode === 'dark' ? 'grey.900' : 'grey.50'),
        }}
      >
        {shown.map((log) => (
          <LogLine key={log.log_id} log={log} query={query} />
        ))}
        {shown.length === 0 && (
          <Typography component="li" color="text.secondary" sx={{ p: 1, fontFamily: 'inherit' }}>
            {logs.length ? 'Aucune ligne ne contient ce texte.' : 'Aucune ligne pour le moment.'}
          </Typography>
        )}
      </Box>
    </Paper>
  );
};

export default LogView;
