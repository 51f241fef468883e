import { useNavigate } from 'react-router-dom';
import DashboardHeader from './DashboardHeader';
import DashboardLayout from './DashboardLayout';
import DrenSelect from './DrenSelect';
import KeyFiguresCard from './KeyFiguresCard';
import { statsBySchoolPath } from './paths';
import SchoolsByDrenCard from './SchoolsByDrenCard';
import StudentsByDrenCard from './StudentsByDrenCard';

/**
 * /statsDashboard: the country's key figures, students and schools by DREN. Picking a DREN
 * (selector, bar or row) opens its schools.
 */
const StatsDashboard = () => {
  const navigate = useNavigate();
  return (
    <DashboardLayout>
      <DashboardHeader title="Statistiques élèves" crumbs={[{ label: 'Tous les DREN' }]}>
        <DrenSelect onChange={(drenId) => drenId && navigate(statsBySchoolPath(drenId))} />
      </DashboardHeader>
      <KeyFiguresCard />
      <StudentsByDrenCard />
      <SchoolsByDrenCard />
    </DashboardLayout>
  );
};

export default StatsDashboard;
