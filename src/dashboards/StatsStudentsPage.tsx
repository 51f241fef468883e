import { Alert, Link } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import type { ValidationState } from '../api/types';
import RetryAlert from '../common/RetryAlert';
import ClassStatesCard from './ClassStatesCard';
import DashboardHeader from './DashboardHeader';
import DashboardLayout from './DashboardLayout';
import { STATS_PATH, statsBySchoolPath, statsStudentsPath } from './paths';
import { STACK, STATE_LABELS } from './stateRows';
import StudentsCard from './StudentsCard';
import StudentStateFilter, { type StudentCounts } from './StudentStateFilter';
import { useMayReadStats, useStatsRefused } from './statsAccess';
import { placeFileName } from './placeFileName';
import StatsRefused from './StatsRefused';
import { useDrenName, useSchool } from './useNames';
import { useStatsCall } from './useStatsCall';
import { useUrlState } from './useUrlState';

const TITLE = 'Statistiques détaillées des élèves';
const NO_PLACE_REFUSED =
  'Cette page montre les élèves d’une DREN ou d’une école choisis dans les statistiques, réservées aux administrateurs et aux contrôleurs.';
const COUNTS_FAILED = 'Les effectifs par état n’ont pas pu être chargés';

const definedOnly = <T extends Record<string, string | number | undefined>>(values: T) =>
  Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)) as {
    [K in keyof T]: Exclude<T[K], undefined>;
  };

const isState = (value: string | null): value is ValidationState =>
  (STACK as readonly string[]).includes(value ?? '');

/**
 * /statsDashboardStudents?dren_id=…&school_id=…&state=…: the students behind a number of the
 * dashboards, paged by the server. Any logged-in user may read it (students are theirs to see).
 */
const StatsStudentsPage = () => {
  const url = useUrlState();
  const mayReadStats = useMayReadStats();
  const refused = useStatsRefused();
  const school = useSchool(url.schoolId);
  // A school belongs to one DREN: its own wins over a mismatched dren_id in the URL.
  const drenId = school.drenId ?? url.drenId;
  const drenName = useDrenName(drenId);
  const state = isState(url.state) ? url.state : undefined;
  const place = definedOnly(
    url.schoolId === undefined ? { dren_id: drenId } : { school_id: url.schoolId },
  );
  const classPlace =
    url.schoolId !== undefined
      ? { school_id: url.schoolId }
      : drenId !== undefined
        ? { dren_id: drenId }
        : undefined;
  const placeChosen = url.schoolId !== undefined || drenId !== undefined;
  const counts = useStatsCall<StudentCounts>('student.getStudentStats', place, {
    restricted: false,
    enabled: placeChosen,
  });
  const crumbs = [
    { label: 'Toutes les DREN', to: mayReadStats ? STATS_PATH : undefined },
    ...(drenId === undefined
      ? []
      : [{ label: drenName, to: mayReadStats ? statsBySchoolPath(drenId) : undefined }]),
    ...(url.schoolId === undefined
      ? []
      : [{ label: school.name, to: statsStudentsPath({ drenId, schoolId: url.schoolId }) }]),
    ...(state ? [{ label: STATE_LABELS[state] }] : []),
  ];
  if (!placeChosen) {
    return (
      <DashboardLayout>
        <DashboardHeader title={TITLE} crumbs={refused ? [] : crumbs} />
        {!refused ? (
          <Alert severity="info">
            Choisissez d’abord une DREN puis une école dans les{' '}
            <Link component={RouterLink} to={STATS_PATH}>
              statistiques élèves
            </Link>
            .
          </Alert>
        ) : (
          <StatsRefused message={NO_PLACE_REFUSED} />
        )}
      </DashboardLayout>
    );
  }
  return (
    <DashboardLayout>
      <DashboardHeader title={TITLE} crumbs={crumbs}>
        <StudentStateFilter
          value={state}
          counts={
            counts.status === 'ready' ? counts.data : counts.status === 'loading' ? undefined : null
          }
          onChange={(next) => url.set({ page: undefined, state: next })}
        />
      </DashboardHeader>
      {counts.status === 'error' && (
        <RetryAlert onRetry={counts.retry}>{`${COUNTS_FAILED} : ${counts.message}`}</RetryAlert>
      )}
      {classPlace && (
        <ClassStatesCard
          place={classPlace}
          fileName={`eleves-par-classe-${
            url.schoolId === undefined
              ? placeFileName('dren', drenId, drenName)
              : placeFileName('ecole', url.schoolId, school.name)
          }`}
        />
      )}
      <StudentsCard
        filter={definedOnly({ ...place, student_state: state })}
        page={url.page ?? 1}
        onPageChange={(page) => url.set({ page: page > 1 ? String(page) : undefined })}
        caption={`Élèves${school.name ? ` de ${school.name}` : drenName ? ` de ${drenName}` : ''}`}
      />
    </DashboardLayout>
  );
};

export default StatsStudentsPage;
