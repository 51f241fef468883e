import type { StudentsByDrenWithState } from '../api/types';
import BreakdownToolbar from './BreakdownToolbar';
import DashboardCard from './DashboardCard';
import { statsBySchoolPath } from './paths';
import StateBreakdown from './StateBreakdown';
import { sortRows } from './stateRows';
import { toStateRows } from './toStateRows';
import { useStatsCall } from './useStatsCall';
import { useCardView, useUrlState } from './useUrlState';

/** This card's view in the dashboard's URL; the DREN selector carries it too. */
export const STUDENTS_VIEW_PARAM = 'students_view';

const TITLE = 'Élèves par DREN';

/** Students of each DREN by state of their data, sortable; a DREN opens its schools. */
const StudentsByDrenCard = () => {
  const { sort = 'total', set } = useUrlState();
  const cardView = useCardView(STUDENTS_VIEW_PARAM);
  const state = useStatsCall(
    'stats.studentsByDrenWithState',
    { target: 'data' },
    {
      select: (data: StudentsByDrenWithState[]) =>
        toStateRows(
          data,
          (dren) => dren.dren_id,
          (dren) => dren.dren_name,
        ),
    },
  );
  return (
    <DashboardCard title={TITLE} state={state} isEmpty={(rows) => rows.length === 0}>
      {(rows) => (
        <StateBreakdown
          rows={sortRows(rows, sort, 'data')}
          target="data"
          nameHeader="DREN"
          caption={TITLE}
          fileName="eleves-par-dren"
          links={{ row: (row) => statsBySchoolPath(row.id, cardView.view) }}
          {...cardView}
          toolbar={
            <BreakdownToolbar
              target="data"
              sort={sort}
              onSortChange={(next) => set({ sort: next === 'total' ? undefined : next })}
            />
          }
        />
      )}
    </DashboardCard>
  );
};

export default StudentsByDrenCard;
