import { SimpleList } from 'react-admin';
import type { StudentValidation } from '../../api/types';
import { formatDateTime } from '../../students/format';
import { studentShowPath } from '../../students/studentPath';
import { DECISION_LABELS, TARGET_LABELS } from '../../decision/labels';

type Row = StudentValidation & { id: number };

/** The history on phones: one line per decision, a tap opens the student. */
const HistorySimpleList = () => (
  <SimpleList<Row>
    primaryText={(record) =>
      `${DECISION_LABELS[record.validation_state]} · ${TARGET_LABELS[record.validation_target]} · ${record.student_idNumber}`
    }
    secondaryText={(record) =>
      `${formatDateTime(record.validation_at)} par ${record.validation_by}`
    }
    tertiaryText={(record) => record.validation_comment}
    linkType={false}
    rowClick={(_, __, record) => studentShowPath((record as Row).student_idNumber)}
  />
);

export default HistorySimpleList;
