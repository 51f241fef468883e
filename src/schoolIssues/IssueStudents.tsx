import SchoolIcon from '@mui/icons-material/School';
import { ReferenceManyField, useCreatePath, useRecordContext } from 'react-admin';
import type { School } from '../api/types';
import EmptyState from '../common/EmptyState';
import ListPagination from '../common/ListPagination';
import LinkButton from '../common/LinkButton';
import PageSection from '../common/PageSection';
import StudentRows from '../schools/StudentRows';
import StudentIssuesField from './StudentIssuesField';

const EMPTY = 'Plus aucun élève à corriger dans cette école.';

/** A school's students to correct (`hasIssues=true`), each with its issues and a link. */
const IssueStudents = () => {
  const school = useRecordContext<School>();
  const createPath = useCreatePath();
  return (
    <PageSection
      title="Élèves à corriger"
      actions={
        school && (
          <LinkButton
            to={createPath({ resource: 'school', id: school.school_id, type: 'show' })}
            icon={<SchoolIcon />}
          >
            Fiche de l’école
          </LinkButton>
        )
      }
    >
      <ReferenceManyField
        reference="student"
        target="school_id"
        filter={{ hasIssues: true }}
        sort={{ field: 'student_lastName', order: 'ASC' }}
        perPage={25}
        pagination={<ListPagination />}
        empty={<EmptyState message={EMPTY} />}
      >
        <StudentRows
          emptyMessage={EMPTY}
          extra={{ label: 'Problèmes', field: <StudentIssuesField /> }}
        />
      </ReferenceManyField>
    </PageSection>
  );
};

export default IssueStudents;
