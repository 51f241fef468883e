import { useNavigate } from 'react-router-dom';
import DashboardHeader from './DashboardHeader';
import DashboardLayout from './DashboardLayout';
import DrenSelect from './DrenSelect';
import KeyFiguresCard from './KeyFiguresCard';
import { statsBySchoolPath } from './paths';
import SchoolsByDrenCard from './SchoolsByDrenCard';
import StudentsByDrenCard, { STUDENTS_VIEW_PARAM } from './StudentsByDrenCard';
import { useUrlState } from './useUrlState';

/**
 * /statsDashboard: the country's key figures, students and schools by DREN. Picking a DREN
 * (selector, bar or row) opens its schools.
 */
const StatsDashboard = () => {
  const navigate = useNavigate();
  const { viewOf } = useUrlState();
  return (
    <DashboardLayout>
      <DashboardHeader title="Statistiques élèves" crumbs={[{ label: 'Toutes les DREN' }]}>
        <DrenSelect
          onChange={(drenId) =>
            drenId && navigate(statsBySchoolPath(drenId, viewOf(STUDENTS_VIEW_PARAM)))
          }
        />
      </DashboardHeader>
      <KeyFiguresCard />
      <StudentsByDrenCard />
      <SchoolsByDrenCard />
    </DashboardLayout>
  );
};

export default StatsDashboard;
