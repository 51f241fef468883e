import { useState } from 'react';
import { Box, Button, Chip, Collapse, Link, Paper, Stack, Typography } from '@mui/material';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import { Link as RouterLink } from 'react-router-dom';
import type { ApiCall } from './callList';
import { EVERY_PAGE } from './callUsage';
import TryPanel from './TryPanel';

const METHOD_COLORS = { GET: 'info', POST: 'success', PATCH: 'warning', DELETE: 'error' } as const;

const Label = ({ children }: { children: string }) => (
  <Typography component="dt" variant="caption" color="text.secondary" sx={{ minWidth: 90 }}>
    {children}
  </Typography>
);

const parametersOf = (call: ApiCall): string => {
  const parts = call.pathParams.map((param) => `${param} (chemin)`);
  if (call.body) parts.push('corps JSON');
  if (call.method === 'GET') parts.push('paramètres de requête');
  return parts.join(', ');
};

/** One call: method, path, parameters, roles, pages; « Essayer » for a GET. */
const CallItem = ({ call }: { call: ApiCall }) => {
  const [trying, setTrying] = useState(false);
  return (
    <Paper
      component="li"
      variant="outlined"
      sx={{ p: 1.5, listStyle: 'none' }}
      aria-label={`${call.method} ${call.path}`}
    >
      <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Chip
          size="small"
          label={call.method}
          color={METHOD_COLORS[call.method as keyof typeof METHOD_COLORS]}
          sx={{ fontWeight: 700, minWidth: 64 }}
        />
        <Typography
          component="code"
          sx={{ fontFamily: 'monospace', fontSize: 14, wordBreak: 'break-all', flex: '1 1 280px' }}
        >
          {call.path}
        </Typography>
        {call.method === 'GET' && (
          <Button
            size="small"
            variant={trying ? 'contained' : 'outlined'}
            startIcon={<PlayArrowIcon />}
            aria-expanded={trying}
            onClick={() => setTrying(!trying)}
          >
            Essayer
          </Button>
        )}
      </Stack>
      <Box
        component="dl"
        sx={{
          m: 0,
          mt: 1,
          display: 'grid',
          gridTemplateColumns: 'auto minmax(0, 1fr)',
          columnGap: 2,
          rowGap: 0.5,
        }}
      >
        <Label>Nom</Label>
        <Typography
          component="dd"
          variant="body2"
          sx={{ m: 0, fontFamily: 'monospace', overflowWrap: 'anywhere' }}
        >
          {call.name}
        </Typography>
        <Label>Paramètres</Label>
        <Typography component="dd" variant="body2" sx={{ m: 0 }}>
          {parametersOf(call) || 'aucun'}
        </Typography>
        <Label>Rôles</Label>
        <Typography component="dd" variant="body2" sx={{ m: 0 }}>
          {call.roles}
        </Typography>
        <Label>Pages</Label>
        <Typography component="dd" variant="body2" sx={{ m: 0 }}>
          {call.pages.length === 0
            ? 'aucune page'
            : call.pages.map((page, index) => (
                <span key={page}>
                  {index > 0 && ', '}
                  {page === EVERY_PAGE ? (
                    page
                  ) : (
                    <Link component={RouterLink} to={page}>
                      {page}
                    </Link>
                  )}
                </span>
              ))}
        </Typography>
      </Box>
      <Collapse in={trying} unmountOnExit>
        <TryPanel call={call} />
      </Collapse>
    </Paper>
  );
};

export default CallItem;
