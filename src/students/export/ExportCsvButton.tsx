import type { Student } from '../../api/types';
import ExportButton from '../../common/export/ExportButton';
import { useMayReadValidity } from '../../auth/useMayReadValidity';
import { studentCsvColumns } from './studentCsv';

/** Exports the filtered students (all pages) as a CSV for French Excel. */
const ExportCsvButton = () => {
  const mayReadValidity = useMayReadValidity();
  return (
    <ExportButton<Student>
      title="Export CSV des élèves"
      noun="élèves"
      fileName="eleves"
      columns={studentCsvColumns(mayReadValidity)}
    />
  );
};

export default ExportCsvButton;
