import { Box, Chip, Skeleton, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import LinkButton from '../common/LinkButton';
import PageSection from '../common/PageSection';
import RetryAlert from '../common/RetryAlert';
import { useApiCall } from '../common/useApiCall';
import type { SyncErrorStat } from '../api/types';
import { ENTITY_LABELS } from '../synchronization/labels';
import { errorsCount } from '../synchronization/plural';
import { errorsPath } from '../synchronization/runPaths';
import { isRefusal } from '../synchronization/callRoles';
import RightsNotice from './RightsNotice';

const TITLE = 'Erreurs en attente';

/** The errors waiting, in all and by entity, each a link into the errors list. */
const PendingErrorsSection = ({ allowed }: { allowed: boolean }) => {
  const query = useApiCall<SyncErrorStat[]>('sync.errorStats', {}, { enabled: allowed });
  const refused = isRefusal(query.error);
  const total = query.data?.reduce((sum, { count }) => sum + count, 0) ?? 0;
  return (
    <PageSection
      title={TITLE}
      actions={
        allowed && !refused ? (
          <LinkButton to={errorsPath({})}>Toutes les erreurs</LinkButton>
        ) : undefined
      }
    >
      {(!allowed || refused) && <RightsNotice what="Les erreurs de synchronisation" />}
      {allowed && query.isPending && <Skeleton height={40} aria-label="Chargement des erreurs" />}
      {allowed && query.isError && !refused && (
        <RetryAlert onRetry={query.refetch}>
          Les erreurs en attente n’ont pas pu être chargées. {query.error.message}
        </RetryAlert>
      )}
      {query.data && (
        <Box>
          <Typography gutterBottom>
            {total === 0
              ? 'Aucune erreur en attente.'
              : `${errorsCount(total)} en attente de traitement.`}
          </Typography>
          <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, p: 0, m: 0 }}>
            {query.data.map(({ syncError_entity: entity, count }) => (
              <Box component="li" key={entity} sx={{ listStyle: 'none' }}>
                <Chip
                  component={RouterLink}
                  to={errorsPath({ syncError_entity: entity })}
                  clickable
                  color={count > 0 ? 'error' : 'default'}
                  variant="outlined"
                  label={`${ENTITY_LABELS[entity] ?? entity} : ${errorsCount(count)}`}
                />
              </Box>
            ))}
          </Box>
        </Box>
      )}
    </PageSection>
  );
};

export default PendingErrorsSection;
