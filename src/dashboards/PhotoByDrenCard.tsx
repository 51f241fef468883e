import BreakdownToolbar from './BreakdownToolbar';
import DashboardCard from './DashboardCard';
import { photoQueuePath, validationBySchoolPath } from './paths';
import { queueColumn, WITHOUT_PHOTO } from './queueColumn';
import StateBreakdown from './StateBreakdown';
import { sortRows, type StateRow } from './stateRows';
import type { CallState } from './useStatsCall';
import { useCardView, useUrlState } from './useUrlState';

const TITLE = 'Validation des photos par DREN';

/**
 * Each DREN's photos stacked by state with the share examined; a DREN opens its schools,
 * its pending photos open the validation queue on that DREN.
 */
const PhotoByDrenCard = ({ state }: { state: CallState<StateRow[]> }) => {
  const { sort = 'total', set } = useUrlState();
  const cardView = useCardView();
  return (
    <DashboardCard title={TITLE} state={state} isEmpty={(rows) => rows.length === 0}>
      {(rows) => (
        <StateBreakdown
          rows={sortRows(rows, sort, 'photo')}
          target="photo"
          nameHeader="DREN"
          caption={TITLE}
          fileName="photos-par-dren"
          links={{
            row: (row) => validationBySchoolPath(row.id, cardView.view),
            segment: (row, photoState) =>
              photoState === 'pending' ? photoQueuePath({ drenId: row.id }) : undefined,
          }}
          extraColumns={[WITHOUT_PHOTO, queueColumn((row) => photoQueuePath({ drenId: row.id }))]}
          {...cardView}
          toolbar={
            <BreakdownToolbar
              target="photo"
              sort={sort}
              onSortChange={(next) => set({ sort: next === 'total' ? undefined : next })}
            />
          }
        />
      )}
    </DashboardCard>
  );
};

export default PhotoByDrenCard;
