import type { ReactNode } from 'react';
import { Box, Card, CardContent, Link, Skeleton, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { RecordContextProvider, ReferenceField, TextField, type RaRecord } from 'react-admin';
import type { SyncHistory } from '../../api/types';
import { formatCount, formatDateTime } from '../../students/format';
import { runDuration } from '../format';
import { ENTITY_LABELS, SYNC_ENTITIES, SYNC_TYPE_LABELS } from '../labels';
import RunStatusChip from '../RunStatusChip';
import { errorsPath } from '../runPaths';

const Item = ({ label, children }: { label: string; children: ReactNode }) => (
  <Box>
    <Typography component="dt" variant="caption" color="text.secondary">
      {label}
    </Typography>
    <Typography component="dd" sx={{ m: 0 }}>
      {children}
    </Typography>
  </Box>
);

const ErrorCount = ({ run }: { run: SyncHistory }) => {
  const count = run.syncHistory_errorCount;
  if (count === 0) return <>Aucune</>;
  return (
    <Link component={RouterLink} to={errorsPath({ syncHistory_id: run.syncHistory_id })}>
      {formatCount(count)} — voir et supprimer
    </Link>
  );
};

/** A run's summary: type, status, times, what it changed by entity and its errors. */
const RunSummary = ({ run }: { run: (SyncHistory & RaRecord) | undefined }) => (
  <Card component="section" aria-label="Résumé de la synchronisation">
    <CardContent>
      <Typography variant="h5" component="h1" gutterBottom>
        {run
          ? `Synchronisation n° ${run.syncHistory_id} · ${SYNC_TYPE_LABELS[run.syncHistory_type] ?? run.syncHistory_type}`
          : 'Synchronisation'}
      </Typography>
      {!run ? (
        <Box role="status" aria-label="Chargement de la synchronisation">
          <Skeleton height={32} width="60%" />
          <Skeleton height={32} width="80%" />
        </Box>
      ) : (
        <RecordContextProvider value={run}>
          <Box
            component="dl"
            sx={{
              m: 0,
              display: 'grid',
              gap: 2,
              gridTemplateColumns: 'repeat(auto-fill, minmax(130px, 1fr))',
            }}
          >
            <Item label="Statut">
              <RunStatusChip status={run.syncHistory_status} />
            </Item>
            <Item label="Début">{formatDateTime(run.syncHistory_startedAt)}</Item>
            <Item label="Fin">
              {run.syncHistory_endedAt ? formatDateTime(run.syncHistory_endedAt) : 'En cours'}
            </Item>
            <Item label="Durée">
              {runDuration(run.syncHistory_startedAt, run.syncHistory_endedAt)}
            </Item>
            <Item label="Portée">
              {run.school_id ? (
                <ReferenceField source="school_id" reference="school" link="show">
                  <TextField source="school_name" />
                </ReferenceField>
              ) : (
                'Tous les établissements'
              )}
            </Item>
            <Item label="Créations">{formatCount(run.syncHistory_created)}</Item>
            <Item label="Modifications">{formatCount(run.syncHistory_updated)}</Item>
            {SYNC_ENTITIES.map((entity) => (
              <Item key={entity} label={ENTITY_LABELS[entity]}>
                {formatCount(run.syncHistory_counts?.[entity] ?? 0)}
              </Item>
            ))}
            <Item label="Erreurs">
              <ErrorCount run={run} />
            </Item>
          </Box>
        </RecordContextProvider>
      )}
    </CardContent>
  </Card>
);

export default RunSummary;
