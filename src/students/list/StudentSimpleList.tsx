import { Box } from '@mui/material';
import { SimpleList } from 'react-admin';
import type { Student } from '../../api/types';
import ValidationStateChip from '../../common/ValidationStateChip';
import { studentName } from '../studentName';
import StudentThumb from './StudentThumb';

type Row = Student & { id: string };

/** The phone list (under 768px): one card-like row per student, a tap opens the student. */
const StudentSimpleList = () => (
  <SimpleList<Row>
    rowClick="show"
    leftIcon={(record) => <StudentThumb record={record} />}
    primaryText={(record) => studentName(record)}
    secondaryText={(record) => (
      <Box component="span" sx={{ display: 'grid' }}>
        <span>
          {record.student_idNumber} · {record.student_class}
        </span>
        <span>{record.school_name}</span>
      </Box>
    )}
    tertiaryText={(record) => <ValidationStateChip state={record.student_state} />}
  />
);

export default StudentSimpleList;
