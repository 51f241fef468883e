import BreakdownToolbar from './BreakdownToolbar';
import type { Column } from './columns';
import DashboardCard from './DashboardCard';
import { formatCount } from './format';
import { photoQueuePath, validationBySchoolPath } from './paths';
import type { PhotoRow } from './photoRows';
import { queueColumn } from './queueColumn';
import StateBreakdown from './StateBreakdown';
import { sortRows } from './stateRows';
import type { CallState } from './useStatsCall';
import { useUrlState } from './useUrlState';

const TITLE = 'Validation des photos par DREN';

const withoutPhoto: Column<PhotoRow> = {
  header: 'Sans photo',
  numeric: true,
  render: (row) => formatCount(row.students - row.total),
  csv: (row) => row.students - row.total,
};

/**
 * Each DREN's photos stacked by state with the share examined; a DREN opens its schools,
 * its pending photos open the validation queue on that DREN.
 */
const PhotoByDrenCard = ({ state }: { state: CallState<PhotoRow[]> }) => {
  const { sort = 'total', set } = useUrlState();
  return (
    <DashboardCard title={TITLE} state={state} isEmpty={(rows) => rows.length === 0}>
      {(rows) => (
        <StateBreakdown<PhotoRow>
          rows={sortRows(rows, sort, 'photo') as PhotoRow[]}
          target="photo"
          nameHeader="DREN"
          caption={TITLE}
          fileName="photos-par-dren"
          links={{
            row: (row) => validationBySchoolPath(row.id),
            segment: (row, photoState) =>
              photoState === 'pending' ? photoQueuePath({ drenId: row.id }) : undefined,
          }}
          extraColumns={[withoutPhoto, queueColumn((row) => photoQueuePath({ drenId: row.id }))]}
          footerExtra={{ students: rows.reduce((sum, row) => sum + row.students, 0) }}
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
