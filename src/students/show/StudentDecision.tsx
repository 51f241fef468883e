import { useQueryClient } from '@tanstack/react-query';
import type { Student } from '../../api/types';
import { patchCachedRecords } from '../../common/patchCachedRecords';
import { useStudentRules } from '../../decision/useStudentRules';
import RecordDecision from '../../decision/RecordDecision';
import { rejectReasons } from '../../decision/rejectReasons';
import { useMayDecide } from '../../decision/useMayDecide';
import { studentName } from '../studentName';

const Decision = ({ student }: { student: Student }) => {
  const queryClient = useQueryClient();
  const rules = useStudentRules();
  const idNumber = student.student_idNumber;
  return (
    <RecordDecision
      idNumber={idNumber}
      name={studentName(student)}
      target="data"
      state={student.student_state}
      reasons={rejectReasons('data', student, [...(rules.data?.values() ?? [])])}
      waiting={rules.isPending}
      onChanged={(state) => {
        if (state) {
          patchCachedRecords(
            queryClient,
            [['student']],
            (record) => record.student_idNumber === idNumber,
            { student_state: state },
          );
        }
        // Read again for what follows from it (its update time, a decision made elsewhere).
        void queryClient.invalidateQueries({ queryKey: ['student'] });
      }}
    />
  );
};

/** « Valider » / « Rejeter » on a pending student's data, for admins and controllers. */
const StudentDecision = ({ student }: { student: Student }) =>
  useMayDecide() ? <Decision student={student} /> : null;

export default StudentDecision;
