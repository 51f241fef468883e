import DataTable from '../common/DataTable';
import EmptyState from '../common/EmptyState';
import RecordShowLink from '../common/RecordShowLink';
import { tableSx } from '../common/tableSx';
import ValidatedShareField from '../schools/ValidatedShareField';

/** DRENs as a sortable table (desktop); a row opens the DREN's page. */
const DrenTable = () => (
  <DataTable
    rowClick="show"
    bulkActionButtons={false}
    sx={tableSx}
    empty={<EmptyState message="Aucune DREN ne correspond à cette recherche." />}
  >
    <DataTable.Col source="dren_code" />
    <DataTable.Col source="dren_name">
      <RecordShowLink source="dren_name" />
    </DataTable.Col>
    <DataTable.Col source="dren_city" />
    <DataTable.NumberCol source="dren_schoolCount" locales="fr-FR" />
    <DataTable.NumberCol source="dren_studentCount" locales="fr-FR" />
    <DataTable.Col label="Validés" disableSort>
      <ValidatedShareField validatedSource="dren_validatedCount" totalSource="dren_studentCount" />
    </DataTable.Col>
  </DataTable>
);

export default DrenTable;
