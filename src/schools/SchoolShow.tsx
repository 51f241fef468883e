import { Box } from '@mui/material';
import ReportProblemIcon from '@mui/icons-material/ReportProblem';
import { Show, useCanAccess, useCreatePath, useRecordContext } from 'react-admin';
import type { School } from '../api/types';
import RecordHeading from '../common/RecordHeading';
import RecordTitle from '../common/RecordTitle';
import LinkButton from '../common/LinkButton';
import SchoolFigures from './SchoolFigures';
import SchoolStudents from './SchoolStudents';
import SchoolSyncHistory from '../synchronization/SchoolSyncHistory';
import RelatedSections from '../resource/views/RelatedSections';

/** For admins and controllers: the way to this school's students to correct, when it has some. */
const IssuesLink = () => {
  const school = useRecordContext<School>();
  const createPath = useCreatePath();
  const { canAccess } = useCanAccess({ resource: 'schoolValidationIssues', action: 'show' });
  if (!school?.school_issueCount || !canAccess) return null;
  return (
    <Box>
      <LinkButton
        to={createPath({ resource: 'schoolValidationIssues', id: school.school_id, type: 'show' })}
        icon={<ReportProblemIcon />}
      >
        Voir les élèves à corriger
      </LinkButton>
    </Box>
  );
};

/** /school/{id}/show: the school's figures, its students and the sections modules declare. */
const SchoolShow = () => (
  <Show title={<RecordTitle source="school_name" />}>
    <Box sx={{ p: { xs: 1.5, sm: 2 }, display: 'flex', flexDirection: 'column', gap: 3 }}>
      <RecordHeading source="school_name" />
      <SchoolFigures />
      <IssuesLink />
      <SchoolStudents />
      <RelatedSections of="school" />
      <SchoolSyncHistory />
    </Box>
  </Show>
);

export default SchoolShow;
