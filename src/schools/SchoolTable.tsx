import DataTable from '../common/DataTable';
import EmptyState from '../common/EmptyState';
import { useMayReadValidity } from '../auth/useMayReadValidity';
import RecordShowLink from '../common/RecordShowLink';
import { tableSx } from '../common/tableSx';
import DrenLinkField from './DrenLinkField';
import ValidatedShareField from './ValidatedShareField';

/**
 * Schools as a sortable table (desktop); a row opens the school in the current resource. The
 * students to correct are for admins and controllers only.
 */
const SchoolTable = ({ hideDren = false }: { hideDren?: boolean }) => {
  const mayReadValidity = useMayReadValidity();
  return (
    <DataTable
      rowClick="show"
      bulkActionButtons={false}
      sx={tableSx}
      empty={<EmptyState message="Aucune école ne correspond à ces critères." />}
    >
      <DataTable.Col source="school_code" />
      <DataTable.Col source="school_name">
        <RecordShowLink source="school_name" />
      </DataTable.Col>
      <DataTable.Col source="school_city" />
      <DataTable.Col source="school_type" />
      {!hideDren && (
        <DataTable.Col source="dren_name">
          <DrenLinkField />
        </DataTable.Col>
      )}
      <DataTable.NumberCol source="school_studentCount" locales="fr-FR" />
      <DataTable.Col label="Validés" disableSort>
        <ValidatedShareField
          validatedSource="school_validatedCount"
          totalSource="school_studentCount"
        />
      </DataTable.Col>
      {mayReadValidity && <DataTable.NumberCol source="school_issueCount" locales="fr-FR" />}
    </DataTable>
  );
};

export default SchoolTable;
