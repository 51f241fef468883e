import type { StudentsBySchool } from '../api/types';
import type { Column } from './columns';
import BreakdownToolbar from './BreakdownToolbar';
import DashboardCard from './DashboardCard';
import type { StateLinks } from './stateColumns';
import StateBreakdown from './StateBreakdown';
import { searchRows, sortRows, type StateRow, type Target } from './stateRows';
import { toStateRows } from './toStateRows';
import { useStatsCall } from './useStatsCall';
import { useCardView, useUrlState } from './useUrlState';

interface SchoolStatesCardProps {
  drenId: number;
  target: Target;
  title: string;
  fileName: string;
  links: StateLinks;
  extraColumns?: readonly Column<StateRow>[];
}

/** A DREN's schools stacked by state, sortable and searchable (both in the URL). */
const SchoolStatesCard = ({
  drenId,
  target,
  title,
  fileName,
  links,
  extraColumns,
}: SchoolStatesCardProps) => {
  const { sort = 'total', query, set } = useUrlState();
  const cardView = useCardView();
  const state = useStatsCall(
    'stats.studentsBySchool',
    { dren_id: drenId, target },
    {
      select: (data: StudentsBySchool[]) =>
        toStateRows(
          data,
          (school) => school.school_id,
          (school) => school.school_name,
        ),
    },
  );
  return (
    <DashboardCard
      title={title}
      state={state}
      isEmpty={(rows) => rows.length === 0}
      emptyMessage="Ce DREN n’a aucune école pour le moment."
    >
      {(rows) => (
        <StateBreakdown
          rows={sortRows(searchRows(rows, query), sort, target)}
          target={target}
          nameHeader="École"
          caption={title}
          fileName={fileName}
          links={links}
          extraColumns={extraColumns}
          {...cardView}
          toolbar={
            <BreakdownToolbar
              target={target}
              sort={sort}
              onSortChange={(next) => set({ sort: next === 'total' ? undefined : next })}
              search={{
                value: query,
                onChange: (value) => set({ q: value }),
                label: 'Rechercher une école',
              }}
            />
          }
        />
      )}
    </DashboardCard>
  );
};

export default SchoolStatesCard;
