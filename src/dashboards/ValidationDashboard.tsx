import { useNavigate } from 'react-router-dom';
import DashboardHeader from './DashboardHeader';
import DashboardLayout from './DashboardLayout';
import DrenSelect from './DrenSelect';
import { validationBySchoolPath } from './paths';
import PhotoByDrenCard from './PhotoByDrenCard';
import PhotoProgressCard from './PhotoProgressCard';
import { usePhotoRows } from './usePhotoRows';
import { useUrlState } from './useUrlState';

/** /validationDashboard: photo validation progress, overall and by DREN. */
const ValidationDashboard = () => {
  const navigate = useNavigate();
  const rows = usePhotoRows();
  const { viewOf } = useUrlState();
  return (
    <DashboardLayout>
      <DashboardHeader title="Statistiques photos" crumbs={[{ label: 'Toutes les DREN' }]}>
        <DrenSelect
          onChange={(drenId) => drenId && navigate(validationBySchoolPath(drenId, viewOf()))}
        />
      </DashboardHeader>
      <PhotoProgressCard state={rows} title="Avancement national" />
      <PhotoByDrenCard state={rows} />
    </DashboardLayout>
  );
};

export default ValidationDashboard;
