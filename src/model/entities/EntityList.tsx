import {
  DataTable,
  List,
  Pagination,
  ReferenceField,
  SearchInput,
  SimpleList,
  TextField,
  type RaRecord,
} from 'react-admin';
import ListErrorState from '../../common/ListErrorState';
import RecordEditLink from '../../common/RecordEditLink';
import { tableSx } from '../../common/tableSx';
import { useNarrowScreen } from '../../common/useNarrowScreen';

const filters = [<SearchInput key="q" source="q" alwaysOn placeholder="Nom ou description" />];

const OrganizationName = () => (
  <ReferenceField
    source="modelOrganization_id"
    reference="model-organization"
    link={false}
    emptyText="—"
  >
    <TextField source="modelOrganization_name" />
  </ReferenceField>
);

/** The business entities; a row opens the entity and where it is read from. */
const EntityList = () => {
  const narrow = useNarrowScreen();
  return (
    <List
      filters={filters}
      sort={{ field: 'modelEntity_name', order: 'ASC' }}
      perPage={25}
      pagination={<Pagination rowsPerPageOptions={[25, 50, 100]} />}
      exporter={false}
      error={<ListErrorState />}
    >
      {narrow ? (
        <SimpleList<RaRecord>
          rowClick="edit"
          primaryText={(record) => record.modelEntity_name}
          secondaryText={(record) => record.modelEntity_description}
        />
      ) : (
        <DataTable rowClick="edit" bulkActionButtons={false} sx={tableSx}>
          <DataTable.Col source="modelEntity_name">
            <RecordEditLink>
              <TextField source="modelEntity_name" />
            </RecordEditLink>
          </DataTable.Col>
          <DataTable.Col source="modelEntity_description" />
          <DataTable.Col source="modelOrganization_id" disableSort>
            <OrganizationName />
          </DataTable.Col>
        </DataTable>
      )}
    </List>
  );
};

export default EntityList;
