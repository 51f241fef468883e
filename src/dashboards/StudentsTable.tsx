import type { Student } from '../api/types';
import ValidationStateChip from '../common/ValidationStateChip';
import { useNarrowScreen } from '../common/useNarrowScreen';
import StudentIdLink from '../students/StudentIdLink';
import type { Column } from './columns';
import StatsTable from './StatsTable';

const ID_COLUMN: Column<Student> = {
  header: 'Matricule',
  render: (s) => <StudentIdLink idNumber={s.student_idNumber} />,
};
const STATE_COLUMN: Column<Student> = {
  header: 'État',
  render: (s) => <ValidationStateChip state={s.student_state} />,
};

const WIDE: readonly Column<Student>[] = [
  ID_COLUMN,
  { header: 'Nom', render: (s) => s.student_lastName },
  { header: 'Prénoms', render: (s) => s.student_firstName },
  { header: 'Classe', render: (s) => s.student_class },
  { header: 'École', render: (s) => s.school_name },
  STATE_COLUMN,
];

/** On a phone: who, and in which state. */
const NARROW: readonly Column<Student>[] = [
  ID_COLUMN,
  { header: 'Élève', render: (s) => `${s.student_lastName} ${s.student_firstName}` },
  STATE_COLUMN,
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
    columns={useNarrowScreen() ? NARROW : WIDE}
    rows={students}
    rowKey={(s) => s.student_idNumber}
    maxHeight="none"
  />
);

export default StudentsTable;
