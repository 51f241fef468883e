import { Box } from '@mui/material';
import { Show } from 'react-admin';
import RecordHeading from '../common/RecordHeading';
import RecordTitle from '../common/RecordTitle';
import SchoolFigures from '../schools/SchoolFigures';
import IssueStudents from './IssueStudents';

/**
 * /schoolValidationIssues/{id}/show: the school's full name (cut in the app bar on a phone), its
 * figures and its students to correct.
 */
const SchoolIssueShow = () => (
  <Show title={<RecordTitle source="school_name" prefix="Élèves à corriger · " />}>
    <Box sx={{ p: { xs: 1.5, sm: 2 }, display: 'flex', flexDirection: 'column', gap: 3 }}>
      <RecordHeading source="school_name" />
      <SchoolFigures />
      <IssueStudents />
    </Box>
  </Show>
);

export default SchoolIssueShow;
