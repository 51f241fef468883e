import { Box, Stack } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { useParams } from 'react-router-dom';
import { ShowBase, Title, useShowContext, type RaRecord } from 'react-admin';
import type { SyncHistory } from '../../api/types';
import LinkButton from '../../common/LinkButton';
import RetryAlert from '../../common/RetryAlert';
import { whileRunning } from '../whileRunning';
import RunSummary from './RunSummary';
import RunUpdates from './RunUpdates';

type Run = SyncHistory & RaRecord;

/** Asks for the run again every few seconds while it runs. */
const refetchInterval = whileRunning<Run>((run) => [run]);

const RunContent = () => {
  const { record, error, refetch, isPending } = useShowContext<Run>();
  if (error) {
    return <RetryAlert onRetry={refetch}>{error.message}</RetryAlert>;
  }
  return (
    <Stack spacing={2}>
      <RunSummary run={isPending ? undefined : record} />
      {record && <RunUpdates run={record} />}
    </Stack>
  );
};

/** /synchronization/{id}/show: a run's summary and the production updates it brought. */
const RunShow = () => {
  const { id } = useParams();
  return (
    <ShowBase resource="synchronization" id={id} queryOptions={{ refetchInterval }}>
      <Box sx={{ mt: 2 }}>
        <Title title={`Synchronisation n° ${id}`} />
        <Box sx={{ mb: 2 }}>
          <LinkButton to="/synchronization" icon={<ArrowBackIcon />}>
            Toutes les synchronisations
          </LinkButton>
        </Box>
        <RunContent />
      </Box>
    </ShowBase>
  );
};

export default RunShow;
