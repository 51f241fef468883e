import type { School } from '../api/types';
import ExportButton from '../common/export/ExportButton';
import type { CsvColumn } from '../common/export/csv';

/** The columns of the schools' CSV export, with French headers. */
export const SCHOOL_CSV_COLUMNS: readonly CsvColumn<School>[] = [
  { header: 'Code', value: (s) => s.school_code },
  { header: 'Nom', value: (s) => s.school_name },
  { header: 'Ville', value: (s) => s.school_city },
  { header: 'Type', value: (s) => s.school_type },
  { header: 'DREN', value: (s) => s.dren_name },
  { header: 'Élèves', value: (s) => s.school_studentCount },
  { header: 'Élèves validés', value: (s) => s.school_validatedCount },
  { header: 'Élèves à corriger', value: (s) => s.school_issueCount },
];

/** 'Exporter' the filtered schools as a CSV for French Excel. */
const SchoolExportButton = () => (
  <ExportButton<School>
    title="Export CSV des écoles"
    noun="écoles"
    fileName="ecoles"
    columns={SCHOOL_CSV_COLUMNS}
  />
);

export default SchoolExportButton;
