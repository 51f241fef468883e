import type { Student } from '../../api/types';
import { VALIDATION_STATES } from '../../common/validationStates';
import { formatDateTime, formatDay } from '../format';
import { GENDER_LABELS } from '../labels';
import { toCsv, type CsvColumn } from '../../common/export/csv';

const ISSUES_HEADER = 'Anomalies';

/** The columns of the students' CSV export, with French headers. */
export const STUDENT_CSV_COLUMNS: readonly CsvColumn<Student>[] = [
  { header: 'Matricule', value: (s) => s.student_idNumber },
  { header: 'UUID', value: (s) => s.student_uuid },
  { header: 'Nom', value: (s) => s.student_lastName },
  { header: 'Prénoms', value: (s) => s.student_firstName },
  { header: 'Sexe', value: (s) => GENDER_LABELS[s.student_gender] ?? s.student_gender },
  { header: 'Date de naissance', value: (s) => formatDay(s.student_birthDate) },
  { header: 'Classe', value: (s) => s.student_class },
  { header: 'École', value: (s) => s.school_name },
  { header: 'DREN', value: (s) => s.dren_name },
  { header: 'État', value: (s) => VALIDATION_STATES[s.student_state]?.label ?? s.student_state },
  { header: 'Photo', value: (s) => (s.student_hasPhoto ? 'Oui' : 'Non') },
  { header: ISSUES_HEADER, value: (s) => s.student_issues?.length ?? 0 },
  { header: 'Mis à jour le', value: (s) => formatDateTime(s.student_updatedAt) },
];

/** The columns a user may export: 'Anomalies' only for admins and controllers. */
export const studentCsvColumns = (mayReadValidity: boolean): readonly CsvColumn<Student>[] =>
  mayReadValidity
    ? STUDENT_CSV_COLUMNS
    : STUDENT_CSV_COLUMNS.filter((column) => column.header !== ISSUES_HEADER);

export const studentsToCsv = (students: readonly Student[]): string =>
  toCsv(STUDENT_CSV_COLUMNS, students);
