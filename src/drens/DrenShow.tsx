import { Box } from '@mui/material';
import { Show } from 'react-admin';
import RecordHeading from '../common/RecordHeading';
import RecordTitle from '../common/RecordTitle';
import DrenFigures from './DrenFigures';
import DrenSchools from './DrenSchools';

/** /dren/{id}/show: the DREN's figures and its schools (read from the DREN list by id). */
const DrenShow = () => (
  <Show title={<RecordTitle source="dren_name" />}>
    <Box sx={{ p: { xs: 1.5, sm: 2 }, display: 'flex', flexDirection: 'column', gap: 3 }}>
      <RecordHeading source="dren_name" />
      <DrenFigures />
      <DrenSchools />
    </Box>
  </Show>
);

export default DrenShow;
