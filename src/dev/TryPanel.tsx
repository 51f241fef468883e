import { useState, type FormEvent } from 'react';
import {
  Alert,
  Box,
  Button,
  ButtonGroup,
  Chip,
  CircularProgress,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import SendIcon from '@mui/icons-material/Send';
import { Confirm } from 'react-admin';
import { changesData } from '../api/callKinds';
import type { ApiCall } from './callList';
import JsonTree from './JsonTree';
import { parseQuery, tryCall, type TryResult } from './tryCall';

const statusColor = (status: number) =>
  status < 300 ? 'success' : status < 500 ? 'warning' : 'error';

/** The record a call acts on, as its parameters name it: `login_id = 7`. */
const recordOf = (params: Record<string, unknown>) =>
  Object.entries(params)
    .map(([key, value]) => `${key} = ${String(value)}`)
    .join(', ');

/**
 * « Essayer »: fills the path parameters and query, sends the GET call, shows the answer. A
 * call that changes data (`GET /api/login/delete/{login_id}`) asks first, naming the record.
 */
const TryPanel = ({ call }: { call: ApiCall }) => {
  const [values, setValues] = useState<Record<string, string>>({});
  const [query, setQuery] = useState('');
  const [pending, setPending] = useState(false);
  const [result, setResult] = useState<TryResult | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [openDepth, setOpenDepth] = useState({ depth: 2, key: 0 });
  const [confirming, setConfirming] = useState(false);
  const missing = call.pathParams.filter((param) => !values[param]?.trim());
  const params = () => ({ ...parseQuery(query), ...values });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (missing.length) return setError(`Renseignez ${missing.map((p) => `« ${p} »`).join(', ')}.`);
    if (changesData(call)) setConfirming(true);
    else void send();
  };

  const send = async () => {
    setConfirming(false);
    setPending(true);
    setError(null);
    try {
      setResult(await tryCall(call.name, params()));
    } catch (failure) {
      setResult(null);
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setPending(false);
    }
  };

  return (
    <Box component="form" onSubmit={submit} noValidate sx={{ display: 'grid', gap: 1.5, pt: 1 }}>
      <Confirm
        isOpen={confirming}
        title={`Envoyer ${call.method} ${call.path} ?`}
        content={`Cet appel modifie les données du serveur (${call.name}) : il s’applique à l’enregistrement ${recordOf(params()) || 'désigné par l’appel'}. Il n’y a pas d’annulation.`}
        confirm="Envoyer"
        cancel="Annuler"
        confirmColor="warning"
        onConfirm={() => void send()}
        onClose={() => setConfirming(false)}
      />
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'flex-start' }}>
        {call.pathParams.map((param) => (
          <TextField
            key={param}
            size="small"
            required
            label={param}
            value={values[param] ?? ''}
            onChange={(event) => setValues({ ...values, [param]: event.target.value })}
            slotProps={{ htmlInput: { spellCheck: false } }}
          />
        ))}
        <TextField
          size="small"
          label="Paramètres de requête"
          placeholder="page=1&perPage=5"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          slotProps={{ htmlInput: { spellCheck: false } }}
          sx={{ flex: '1 1 220px', '& input': { fontFamily: 'monospace' } }}
        />
        <Button
          type="submit"
          variant="contained"
          disabled={pending}
          startIcon={pending ? <CircularProgress size={16} /> : <SendIcon />}
        >
          Envoyer
        </Button>
      </Stack>
      {error && <Alert severity="error">{error}</Alert>}
      {result && (
        <Box aria-live="polite" sx={{ display: 'grid', gap: 1 }}>
          <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
            <Chip
              size="small"
              color={statusColor(result.status)}
              label={`Statut ${result.status}${result.statusText ? ` ${result.statusText}` : ''}`}
            />
            <Typography variant="body2">{`Temps de réponse : ${result.ms} ms`}</Typography>
            {result.json !== undefined && (
              <ButtonGroup size="small" variant="text" sx={{ ml: 'auto' }}>
                <Button onClick={() => setOpenDepth({ depth: Infinity, key: openDepth.key + 1 })}>
                  Tout déplier
                </Button>
                <Button onClick={() => setOpenDepth({ depth: 1, key: openDepth.key + 1 })}>
                  Tout replier
                </Button>
              </ButtonGroup>
            )}
          </Stack>
          <Box
            sx={{
              maxHeight: 420,
              overflow: 'auto',
              p: 1,
              borderRadius: 1,
              bgcolor: 'action.hover',
            }}
          >
            {result.json !== undefined ? (
              <JsonTree key={openDepth.key} value={result.json} openDepth={openDepth.depth} />
            ) : (
              <Typography variant="body2">
                {`Réponse non JSON (${result.contentType || 'type inconnu'}, ${result.size} caractères).`}
              </Typography>
            )}
          </Box>
        </Box>
      )}
    </Box>
  );
};

export default TryPanel;
