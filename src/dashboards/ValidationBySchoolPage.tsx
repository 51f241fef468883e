import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import DashboardHeader from './DashboardHeader';
import DashboardLayout from './DashboardLayout';
import DrenSelect from './DrenSelect';
import MissingDren from './MissingDren';
import { photoQueuePath, VALIDATION_STATS_PATH, validationBySchoolPath } from './paths';
import PhotoProgressCard from './PhotoProgressCard';
import { placeFileName } from './placeFileName';
import { queueColumn, WITHOUT_PHOTO } from './queueColumn';
import SchoolStatesCard from './SchoolStatesCard';
import { useMayReadStats, useStatsRefused } from './statsAccess';
import StatsRefused from './StatsRefused';
import { useDrenName } from './useNames';
import { usePhotoRows } from './usePhotoRows';
import { useUrlState } from './useUrlState';
import type { StateRow } from './stateRows';
import type { CallState } from './useStatsCall';

const TITLE = 'Validation photo par école';

/** /validationDashboardBySchool?dren_id=…: a DREN's photo validation, school by school. */
const ValidationBySchoolPage = () => {
  const { drenId, viewOf } = useUrlState();
  const drenName = useDrenName(drenId);
  const navigate = useNavigate();
  const mayReadStats = useMayReadStats();
  const refused = useStatsRefused();
  const all = usePhotoRows();
  const own = useMemo(
    (): CallState<StateRow[]> =>
      all.status === 'ready' ? { ...all, data: all.data.filter((row) => row.id === drenId) } : all,
    [all, drenId],
  );
  if (refused) {
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
          { label: 'Toutes les DREN', to: mayReadStats ? VALIDATION_STATS_PATH : undefined },
          ...(drenId ? [{ label: drenName }] : []),
        ]}
      >
        <DrenSelect
          value={drenId}
          allowAll={mayReadStats}
          onChange={(next) =>
            navigate(next ? validationBySchoolPath(next, viewOf()) : VALIDATION_STATS_PATH)
          }
        />
      </DashboardHeader>
      {drenId === undefined ? (
        <MissingDren dashboardPath={mayReadStats ? VALIDATION_STATS_PATH : undefined} />
      ) : (
        <>
          <PhotoProgressCard
            state={own}
            drenId={drenId}
            title={`Avancement : ${drenName ?? '…'}`}
          />
          <SchoolStatesCard
            key={drenId}
            drenId={drenId}
            target="photo"
            title="Photos par école"
            fileName={`photos-par-ecole-${placeFileName('dren', drenId, drenName)}`}
            links={{
              segment: (row, state) =>
                state === 'pending' ? photoQueuePath({ drenId, schoolId: row.id }) : undefined,
            }}
            extraColumns={[
              WITHOUT_PHOTO,
              queueColumn((row) => photoQueuePath({ drenId, schoolId: row.id })),
            ]}
          />
        </>
      )}
    </DashboardLayout>
  );
};

export default ValidationBySchoolPage;
