import DataTable from '../../common/DataTable';
import type { StudentValidation } from '../../api/types';
import { formatDateTime } from '../../students/format';
import StudentIdLink from '../../students/StudentIdLink';
import DecisionChip from '../../decision/DecisionChip';
import { TARGET_LABELS } from '../../decision/labels';

type Row = StudentValidation & { id: number };
const Column = DataTable.Col<Row>;

/** Who decided what, when, on which target, and why. */
const HistoryTable = () => (
  <DataTable<Row>
    bulkActionButtons={false}
    size="small"
    rowClick={false}
    sx={{ overflowX: 'auto' }}
  >
    <Column
      source="validation_at"
      label="Date"
      render={(record) => (
        <time dateTime={record.validation_at} style={{ whiteSpace: 'nowrap' }}>
          {formatDateTime(record.validation_at)}
        </time>
      )}
    />
    <Column
      source="student_idNumber"
      label="Matricule"
      render={(record) => <StudentIdLink idNumber={record.student_idNumber} />}
    />
    <Column
      source="validation_target"
      label="Cible"
      render={(record) => TARGET_LABELS[record.validation_target]}
    />
    <Column
      source="validation_state"
      label="Décision"
      render={(record) => <DecisionChip state={record.validation_state} />}
    />
    <Column source="validation_by" label="Par" />
    <Column source="validation_comment" label="Motif" disableSort />
  </DataTable>
);

export default HistoryTable;
