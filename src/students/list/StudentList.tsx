import { Box, Typography } from '@mui/material';
import { ListBase, ListView } from 'react-admin';
import StudentListActions from './StudentListActions';
import StudentListBody from './StudentListBody';
import StudentListEmpty from './StudentListEmpty';
import StudentListError from './StudentListError';
import StudentStats from './StudentStats';
import { studentFilters } from './studentFilters';
import UuidLookup from './UuidLookup';
import { useNarrowScreen } from '../../common/useNarrowScreen';
import BusyListContent from '../../common/BusyListContent';
import ListPagination from '../../common/ListPagination';
import { STUDENT_LIST_OPENING } from './listDefaults';

/**
 * /student: 50,000 students paged, sorted and filtered by the server, filters in the URL.
 * Above the list, the figures of the filtered set; a uuid typed in the search opens its student.
 */
const StudentList = () => {
  const compact = useNarrowScreen();
  return (
    // The route's PageGuard has checked the session and the roles: not asked again here.
    <ListBase
      sort={STUDENT_LIST_OPENING.sort}
      perPage={STUDENT_LIST_OPENING.perPage}
      disableAuthentication
    >
      <Box sx={{ mt: { xs: 1, sm: 2 }, mb: 1, display: 'grid', gap: 1 }}>
        <Typography variant="h5" component="h1">
          Élèves
        </Typography>
        <StudentStats />
        <UuidLookup />
      </Box>
      <ListView
        component={BusyListContent}
        filters={studentFilters(compact)}
        actions={<StudentListActions />}
        pagination={<ListPagination />}
        empty={<StudentListEmpty />}
        error={<StudentListError />}
        sx={{ '& .RaList-main': { minWidth: 0 } }}
      >
        <StudentListBody />
      </ListView>
    </ListBase>
  );
};

export default StudentList;
