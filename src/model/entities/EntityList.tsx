import { ReferenceField, SearchInput, TextField } from 'react-admin';
import DataTable from '../../common/DataTable';
import RecordEditLink from '../../common/RecordEditLink';
import ModelRecordList from '../common/ModelRecordList';

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
const EntityList = () => (
  <ModelRecordList
    filters={filters}
    nameField="modelEntity_name"
    secondaryText={(record) => record.modelEntity_description}
  >
    <DataTable.Col source="modelEntity_name">
      <RecordEditLink>
        <TextField source="modelEntity_name" />
      </RecordEditLink>
    </DataTable.Col>
    <DataTable.Col source="modelEntity_description" />
    <DataTable.Col source="modelOrganization_id" disableSort>
      <OrganizationName />
    </DataTable.Col>
  </ModelRecordList>
);

export default EntityList;
