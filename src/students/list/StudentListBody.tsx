import { useMediaQuery } from '@mui/material';
import { MOBILE_QUERY } from '../../layout/sidebar/constants';
import StudentSimpleList from './StudentSimpleList';
import StudentTable from './StudentTable';

/** A table on wide screens, a list of cards under 768px; both show the latest photo. */
const StudentListBody = () => {
  const isMobile = useMediaQuery(MOBILE_QUERY, { noSsr: true });
  return isMobile ? <StudentSimpleList /> : <StudentTable />;
};

export default StudentListBody;
