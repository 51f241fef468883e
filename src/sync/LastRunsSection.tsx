import { Box } from '@mui/material';
import PageSection from '../common/PageSection';
import LinkButton from '../common/LinkButton';
import { useLastRuns } from '../synchronization/useLastRuns';
import { isRefusal } from '../synchronization/callRoles';
import LastRunCard from './LastRunCard';
import RightsNotice from './RightsNotice';

const TITLE = 'Dernières synchronisations';

/** The last run of each type, with its status and age. */
const LastRunsSection = ({ allowed }: { allowed: boolean }) => {
  const lastRuns = useLastRuns(allowed);
  const refused = lastRuns.some((last) => isRefusal(last.error));
  return (
    <PageSection
      title={TITLE}
      actions={
        allowed && !refused ? (
          <LinkButton to="/synchronization">Toutes les synchronisations</LinkButton>
        ) : undefined
      }
    >
      {!allowed || refused ? (
        <RightsNotice what="Les synchronisations" />
      ) : (
        <Box
          component="ul"
          sx={{
            p: 0,
            m: 0,
            display: 'grid',
            gap: 2,
            gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
          }}
        >
          {lastRuns.map((last) => (
            <LastRunCard key={last.type} last={last} />
          ))}
        </Box>
      )}
    </PageSection>
  );
};

export default LastRunsSection;
