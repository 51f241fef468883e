import DashboardCard from './DashboardCard';
import StateBreakdown from './StateBreakdown';
import { useClassCounts, type Place } from './useClassCounts';
import { useCardView } from './useUrlState';

export const CLASS_STATES_TITLE = 'Élèves par classe et par état';

/** A DREN's or a school's classes stacked by the state of their students' data. */
const ClassStatesCard = ({ place, fileName }: { place: Place; fileName: string }) => {
  const state = useClassCounts(place);
  const cardView = useCardView('classes_view');
  return (
    <DashboardCard
      title={CLASS_STATES_TITLE}
      state={state}
      isEmpty={(rows) => rows.length === 0}
      emptyMessage="Aucun élève dans ces classes pour le moment."
    >
      {(rows) => (
        <StateBreakdown
          rows={rows}
          target="data"
          nameHeader="Classe"
          caption={CLASS_STATES_TITLE}
          fileName={fileName}
          {...cardView}
        />
      )}
    </DashboardCard>
  );
};

export default ClassStatesCard;
