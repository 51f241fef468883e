import type { Student } from '../../api/types';
import ExportButton from '../../common/export/ExportButton';
import { STUDENT_CSV_COLUMNS } from './studentCsv';

/** Exports the filtered students (all pages) as a CSV for French Excel. */
const ExportCsvButton = () => (
  <ExportButton<Student>
    title="Export CSV des élèves"
    noun="élèves"
    fileName="eleves"
    columns={STUDENT_CSV_COLUMNS}
  />
);

export default ExportCsvButton;
