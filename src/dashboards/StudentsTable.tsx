import { Link } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import type { Student } from '../api/types';
import ValidationStateChip from '../common/ValidationStateChip';
import { studentShowPath } from '../students/studentPath';
import type { Column } from './columns';
import StatsTable from './StatsTable';

const COLUMNS: readonly Column<Student>[] = [
  {
    header: 'Matricule',
    render: (s) => (
      <Link
        component={RouterLink}
        to={studentShowPath(s.student_idNumber)}
        underline="hover"
        sx={{ fontFamily: 'monospace', whiteSpace: 'nowrap' }}
      >
        {s.student_idNumber}
      </Link>
    ),
  },
  { header: 'Nom', render: (s) => s.student_lastName },
  { header: 'Prénoms', render: (s) => s.student_firstName },
  { header: 'Classe', render: (s) => s.student_class },
  { header: 'École', render: (s) => s.school_name },
  { header: 'État', render: (s) => <ValidationStateChip state={s.student_state} /> },
];

/** The students of a page, each linking to the student. */
const StudentsTable = ({
  students,
  caption,
}: {
  students: readonly Student[];
  caption: string;
}) => (
  <StatsTable
    caption={caption}
    columns={COLUMNS}
    rows={students}
    rowKey={(s) => s.student_idNumber}
  />
);

export default StudentsTable;
