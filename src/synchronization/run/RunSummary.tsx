import { Box, Card, CardContent, Link, Skeleton, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { RecordContextProvider, ReferenceField, TextField, type RaRecord } from 'react-admin';
import type { SyncHistory } from '../../api/types';
import DefinitionGrid from '../../common/DefinitionGrid';
import { formatCount, formatDateTime } from '../../students/format';
import { runDuration } from '../format';
import { ENTITY_LABELS, SYNC_ENTITIES, SYNC_TYPE_LABELS } from '../labels';
import RunStatusChip from '../RunStatusChip';
import { errorsPath } from '../runPaths';

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
          <DefinitionGrid
            items={[
              { label: 'Statut', value: <RunStatusChip status={run.syncHistory_status} /> },
              { label: 'Début', value: formatDateTime(run.syncHistory_startedAt) },
              {
                label: 'Fin',
                value: run.syncHistory_endedAt
                  ? formatDateTime(run.syncHistory_endedAt)
                  : 'En cours',
              },
              {
                label: 'Durée',
                value: runDuration(run.syncHistory_startedAt, run.syncHistory_endedAt),
              },
              {
                label: 'Portée',
                value: run.school_id ? (
                  <ReferenceField source="school_id" reference="school" link="show">
                    <TextField source="school_name" />
                  </ReferenceField>
                ) : (
                  'Tous les établissements'
                ),
              },
              { label: 'Créations', value: formatCount(run.syncHistory_created) },
              { label: 'Modifications', value: formatCount(run.syncHistory_updated) },
              ...SYNC_ENTITIES.map((entity) => ({
                label: ENTITY_LABELS[entity],
                value: formatCount(run.syncHistory_counts?.[entity] ?? 0),
              })),
              { label: 'Erreurs', value: <ErrorCount run={run} /> },
            ]}
          />
        </RecordContextProvider>
      )}
    </CardContent>
  </Card>
);

export default RunSummary;
