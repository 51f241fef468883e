import DataTable from '../../common/DataTable';
import type { Student } from '../../api/types';
import ValidationStateChip from '../../common/ValidationStateChip';
import { formatDate, formatDateTime } from '../format';
import StudentIdLink from '../StudentIdLink';
import StudentThumb from './StudentThumb';

type Row = Student & { id: string };
const Column = DataTable.Col<Row>;

/** The wide-screen list: one row per student, sortable columns, a click opens the student. */
const StudentTable = () => (
  <DataTable<Row>
    rowClick="show"
    bulkActionButtons={false}
    size="small"
    sx={{
      overflowX: 'auto',
      '& .MuiTableCell-sizeSmall': { px: 1 },
      '& .column-student_updatedAt': { whiteSpace: 'nowrap' },
      '& td.column-school_name': { minWidth: 160 },
    }}
  >
    <Column label="Photo" disableSort render={(record) => <StudentThumb record={record} />} />
    <Column
      source="student_idNumber"
      render={(record) => <StudentIdLink idNumber={record.student_idNumber} />}
    />
    <Column source="student_lastName" />
    <Column source="student_firstName" />
    <Column source="student_class" />
    <Column source="school_name" />
    <Column source="dren_name" />
    <Column
      source="student_state"
      render={(record) => <ValidationStateChip state={record.student_state} />}
    />
    <Column
      source="student_updatedAt"
      render={(record) => (
        <time dateTime={record.student_updatedAt} title={formatDateTime(record.student_updatedAt)}>
          {formatDate(record.student_updatedAt)}
        </time>
      )}
    />
  </DataTable>
);

export default StudentTable;
