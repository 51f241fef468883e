import type { ReactElement } from 'react';
import { SimpleList, useListContext, type RaRecord } from 'react-admin';
import DataTable from '../common/DataTable';
import type { Student } from '../api/types';
import EmptyState from '../common/EmptyState';
import ListErrorState from '../common/ListErrorState';
import RecordShowLink from '../common/RecordShowLink';
import { tableSx } from '../common/tableSx';
import ValidationStateChip from '../common/ValidationStateChip';
import { useNarrowScreen } from '../common/useNarrowScreen';
import { VALIDATION_STATES } from '../common/validationStates';

interface StudentRowsProps {
  /** Said when the list is empty. */
  emptyMessage: string;
  /** One more column (its label and its field, read from the row's record). */
  extra?: { label: string; field: ReactElement };
}

/**
 * Students of a list context (a school's students, a school's students to correct): a table
 * on desktop, a simple list under 768px; each row opens the student's page (/student/{id}/show).
 */
const StudentRows = ({ emptyMessage, extra }: StudentRowsProps) => {
  const narrow = useNarrowScreen();
  const { error } = useListContext();
  const empty = <EmptyState message={emptyMessage} />;
  if (error) return <ListErrorState />;
  if (narrow) {
    return (
      <SimpleList<Student & RaRecord>
        rowClick="show"
        primaryText={(student) => `${student.student_lastName} ${student.student_firstName}`}
        secondaryText={(student) => (
          <>
            {[
              student.student_idNumber,
              student.student_class,
              VALIDATION_STATES[student.student_state]?.label,
            ].join(' · ')}
            {extra && (
              <>
                <br />
                {extra.field}
              </>
            )}
          </>
        )}
        empty={empty}
      />
    );
  }
  return (
    <DataTable rowClick="show" bulkActionButtons={false} empty={empty} sx={tableSx}>
      <DataTable.Col source="student_idNumber" label="Matricule">
        <RecordShowLink source="student_idNumber" />
      </DataTable.Col>
      <DataTable.Col source="student_lastName" label="Nom" />
      <DataTable.Col source="student_firstName" label="Prénoms" />
      <DataTable.Col source="student_class" label="Classe" />
      <DataTable.Col source="student_state" label="État">
        <ValidationStateChip source="student_state" />
      </DataTable.Col>
      {extra && (
        <DataTable.Col label={extra.label} disableSort>
          {extra.field}
        </DataTable.Col>
      )}
    </DataTable>
  );
};

export default StudentRows;
