import type { Dren } from '../api/types';
import ExportButton from '../common/export/ExportButton';
import type { CsvColumn } from '../common/export/csv';

/** The columns of the DREN CSV export, with French headers. */
export const DREN_CSV_COLUMNS: readonly CsvColumn<Dren>[] = [
  { header: 'Code', value: (d) => d.dren_code },
  { header: 'Nom', value: (d) => d.dren_name },
  { header: 'Ville', value: (d) => d.dren_city },
  { header: 'Écoles', value: (d) => d.dren_schoolCount },
  { header: 'Élèves', value: (d) => d.dren_studentCount },
  { header: 'Élèves validés', value: (d) => d.dren_validatedCount },
];

/** 'Exporter' the searched DREN as a CSV for French Excel. */
const DrenExportButton = () => (
  <ExportButton<Dren>
    title="Export CSV des DREN"
    noun="DREN"
    fileName="dren"
    columns={DREN_CSV_COLUMNS}
  />
);

export default DrenExportButton;
