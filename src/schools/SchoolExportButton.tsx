import type { School } from '../api/types';
import ExportButton from '../common/export/ExportButton';
import type { CsvColumn } from '../common/export/csv';
import { useMayReadValidity } from '../auth/useMayReadValidity';

const ISSUES_HEADER = 'Élèves à corriger';

/** The columns of the schools' CSV export, with French headers. */
export const SCHOOL_CSV_COLUMNS: readonly CsvColumn<School>[] = [
  { header: 'Code', value: (s) => s.school_code },
  { header: 'Nom', value: (s) => s.school_name },
  { header: 'Ville', value: (s) => s.school_city },
  { header: 'Type', value: (s) => s.school_type },
  { header: 'DREN', value: (s) => s.dren_name },
  { header: 'Élèves', value: (s) => s.school_studentCount },
  { header: 'Élèves validés', value: (s) => s.school_validatedCount },
  { header: ISSUES_HEADER, value: (s) => s.school_issueCount },
];

/** The columns a user may export: the students to correct only for admins and controllers. */
export const schoolCsvColumns = (mayReadValidity: boolean): readonly CsvColumn<School>[] =>
  mayReadValidity
    ? SCHOOL_CSV_COLUMNS
    : SCHOOL_CSV_COLUMNS.filter((column) => column.header !== ISSUES_HEADER);

/** 'Exporter' the filtered schools as a CSV for French Excel. */
const SchoolExportButton = () => {
  const mayReadValidity = useMayReadValidity();
  return (
    <ExportButton<School>
      title="Export CSV des écoles"
      noun="écoles"
      fileName="ecoles"
      columns={schoolCsvColumns(mayReadValidity)}
    />
  );
};

export default SchoolExportButton;
