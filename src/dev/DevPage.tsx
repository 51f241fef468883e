import { useMemo, useState } from 'react';
import { Box, Stack, Typography } from '@mui/material';
import { Title } from 'react-admin';
import EmptyState from '../common/EmptyState';
import SearchField from '../common/SearchField';
import CallItem from './CallItem';
import OpenApiDownload from './OpenApiDownload';
import { apiCalls, searchCalls } from './callList';

/** /dev: every call of the API, read from the endpoint table itself, searchable and tryable. */
const DevPage = () => {
  const calls = useMemo(apiCalls, []);
  const [query, setQuery] = useState('');
  const shown = searchCalls(calls, query);
  return (
    <Box
      sx={{ mt: 2, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2, maxWidth: 1100 }}
    >
      <Title title="Liste des API" />
      <Box>
        <Typography variant="h5" component="h1">
          Liste des API
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {`Les ${calls.length} appels de l'application, tirés de sa table des appels et de ses modules de ressources : méthode, chemin, paramètres, rôles autorisés et pages qui les utilisent. « Essayer » envoie un appel GET avec votre jeton.`}
        </Typography>
      </Box>
      <Stack direction="row" sx={{ gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <SearchField
          label="Rechercher un appel"
          placeholder="chemin, méthode, rôle, page…"
          value={query}
          onSearch={setQuery}
          sx={{ flex: '1 1 280px', maxWidth: 480 }}
        />
        <Typography variant="body2" role="status">
          {`${shown.length} appel(s) sur ${calls.length}`}
        </Typography>
        <OpenApiDownload />
      </Stack>
      {shown.length === 0 ? (
        <EmptyState message="Aucun appel ne correspond à cette recherche." />
      ) : (
        <Box
          component="ul"
          aria-label="Appels de l'API"
          sx={{ m: 0, p: 0, display: 'grid', gap: 1 }}
        >
          {shown.map((call) => (
            <CallItem key={call.name} call={call} />
          ))}
        </Box>
      )}
    </Box>
  );
};

export default DevPage;
