import { useMediaQuery } from '@mui/material';
import { FilterButton, SortButton, TopToolbar } from 'react-admin';
import { MOBILE_QUERY } from '../../constants/sidebar';
import ExportCsvButton from '../export/ExportCsvButton';

const MOBILE_SORTS = ['student_lastName', 'student_idNumber', 'student_class', 'student_updatedAt'];

/** Add a filter, export the filtered set; on phones (no column headers) a sort menu too. */
const StudentListActions = () => {
  const isMobile = useMediaQuery(MOBILE_QUERY, { noSsr: true });
  return (
    <TopToolbar>
      {isMobile && <SortButton fields={MOBILE_SORTS} />}
      <FilterButton />
      <ExportCsvButton />
    </TopToolbar>
  );
};

export default StudentListActions;
