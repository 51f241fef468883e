import PeopleIcon from '@mui/icons-material/People';
import { useNavigate } from 'react-router-dom';
import LinkButton from '../common/LinkButton';
import DashboardHeader from './DashboardHeader';
import DashboardLayout from './DashboardLayout';
import DrenSelect from './DrenSelect';
import KeyFiguresCard from './KeyFiguresCard';
import MissingDren from './MissingDren';
import { placeFileName } from './placeFileName';
import { STATS_PATH, statsBySchoolPath, statsStudentsPath } from './paths';
import SchoolStatesCard from './SchoolStatesCard';
import { useMayReadStats, useStatsRefused } from './statsAccess';
import StatsRefused from './StatsRefused';
import { useDrenName } from './useNames';
import { useUrlState } from './useUrlState';

const TITLE = 'Statistiques par école';

/** /statsDashboardBySchool?dren_id=…: a DREN's figures and its schools by state. */
const StatsBySchoolPage = () => {
  const { drenId, viewOf } = useUrlState();
  const drenName = useDrenName(drenId);
  const navigate = useNavigate();
  const mayReadStats = useMayReadStats();
  if (useStatsRefused()) {
    return (
      <DashboardLayout>
        <DashboardHeader title={TITLE} crumbs={[]} />
        <StatsRefused />
      </DashboardLayout>
    );
  }
  return (
    <DashboardLayout>
      <DashboardHeader
        title={TITLE}
        crumbs={[
          { label: 'Toutes les DREN', to: mayReadStats ? STATS_PATH : undefined },
          ...(drenId ? [{ label: drenName }] : []),
        ]}
      >
        {drenId !== undefined && (
          <LinkButton to={statsStudentsPath({ drenId })} icon={<PeopleIcon />}>
            Élèves de cette DREN
          </LinkButton>
        )}
        <DrenSelect
          value={drenId}
          allowAll={mayReadStats}
          onChange={(next) => navigate(next ? statsBySchoolPath(next, viewOf()) : STATS_PATH)}
        />
      </DashboardHeader>
      {drenId === undefined ? (
        <MissingDren dashboardPath={mayReadStats ? STATS_PATH : undefined} />
      ) : (
        <>
          <KeyFiguresCard drenId={drenId} drenName={drenName} />
          <SchoolStatesCard
            key={drenId}
            drenId={drenId}
            target="data"
            title="Élèves par école"
            fileName={`eleves-par-ecole-${placeFileName('dren', drenId, drenName)}`}
            links={{
              row: (row) => statsStudentsPath({ drenId, schoolId: row.id }),
              segment: (row, state) => statsStudentsPath({ drenId, schoolId: row.id, state }),
            }}
          />
        </>
      )}
    </DashboardLayout>
  );
};

export default StatsBySchoolPage;
