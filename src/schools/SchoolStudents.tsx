import ListAltIcon from '@mui/icons-material/ListAlt';
import { ReferenceManyField, useRecordContext } from 'react-admin';
import type { School } from '../api/types';
import EmptyState from '../common/EmptyState';
import ListPagination from '../common/ListPagination';
import LinkButton from '../common/LinkButton';
import PageSection from '../common/PageSection';
import { filteredListPath } from '../common/filteredListPath';
import StudentRows from './StudentRows';

const EMPTY = 'Aucun élève n’est inscrit dans cette école.';

/** A school's students, paged by the server, with a way to the student list filtered on it. */
const SchoolStudents = () => {
  const school = useRecordContext<School>();
  return (
    <PageSection
      title="Élèves de l’école"
      actions={
        school && (
          <LinkButton
            to={filteredListPath('/student', { school_id: school.school_id })}
            icon={<ListAltIcon />}
          >
            Ouvrir dans la liste des élèves
          </LinkButton>
        )
      }
    >
      <ReferenceManyField
        reference="student"
        target="school_id"
        sort={{ field: 'student_lastName', order: 'ASC' }}
        perPage={25}
        pagination={<ListPagination />}
        empty={<EmptyState message={EMPTY} />}
      >
        <StudentRows emptyMessage={EMPTY} />
      </ReferenceManyField>
    </PageSection>
  );
};

export default SchoolStudents;
