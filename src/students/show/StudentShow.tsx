import { Box, Card, CardContent, Skeleton } from '@mui/material';
import { ListButton, Show, TopToolbar, useRecordContext } from 'react-admin';
import type { Student } from '../../api/types';
import { useNarrowScreen } from '../../common/useNarrowScreen';
import StudentIdentity from './StudentIdentity';
import StudentPhotosSection from './StudentPhotosSection';
import StudentPhotoViewer from './StudentPhotoViewer';
import SyncHistorySection from './SyncHistorySection';
import ValidityIssuesSection from './ValidityIssuesSection';
import StudentDecisionsSection from './StudentDecisionsSection';

/** The student's page: identity first, then each section loading (or failing) on its own. */
const StudentSections = () => {
  const student = useRecordContext<Student>();
  if (!student) {
    return (
      <Card role="status" aria-label="Chargement de l’élève">
        <CardContent>
          <Skeleton width="40%" height={40} />
          <Skeleton variant="rounded" width={120} height={150} />
        </CardContent>
      </Card>
    );
  }
  const idNumber = student.student_idNumber;
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' },
        // Identity and photos take the whole width, and so does a section alone on its row.
        '& > :first-of-type, & > :last-of-type, & > :nth-of-type(even):nth-last-of-type(2)': {
          gridColumn: '1 / -1',
        },
      }}
    >
      <StudentIdentity student={student} />
      <ValidityIssuesSection idNumber={idNumber} />
      <SyncHistorySection idNumber={idNumber} />
      <StudentDecisionsSection idNumber={idNumber} />
      <StudentPhotosSection idNumber={idNumber} />
      <StudentPhotoViewer idNumber={idNumber} />
    </Box>
  );
};

/** On a phone no toolbar strip for one button: the menu leads back to the list. */
const StudentShow = () => {
  const compact = useNarrowScreen();
  return (
    <Show
      component="div"
      actions={
        !compact && (
          <TopToolbar>
            <ListButton label="Liste des élèves" />
          </TopToolbar>
        )
      }
    >
      <StudentSections />
    </Show>
  );
};

export default StudentShow;
