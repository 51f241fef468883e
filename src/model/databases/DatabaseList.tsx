import { ReferenceField, SearchInput, SelectInput, TextField } from 'react-admin';
import DataTable from '../../common/DataTable';
import RecordEditLink from '../../common/RecordEditLink';
import { ENGINE_CHOICES } from '../common/modelChoices';
import ModelRecordList from '../common/ModelRecordList';

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Nom, hôte ou moteur" />,
  <SelectInput
    key="modelDatabase_engine"
    source="modelDatabase_engine"
    choices={ENGINE_CHOICES}
    translateChoice={false}
    emptyText="Tous les moteurs"
    alwaysOn
  />,
];

const LocationName = () => (
  <ReferenceField source="modelLocation_id" reference="model-location" link={false} emptyText="—">
    <TextField source="modelLocation_name" />
  </ReferenceField>
);

/** The databases of the information system; a row opens the database and its sources. */
const DatabaseList = () => (
  <ModelRecordList
    filters={filters}
    nameField="modelDatabase_name"
    secondaryText={(record) => `${record.modelDatabase_engine} · ${record.modelDatabase_host}`}
  >
    <DataTable.Col source="modelDatabase_name">
      <RecordEditLink>
        <TextField source="modelDatabase_name" />
      </RecordEditLink>
    </DataTable.Col>
    <DataTable.Col source="modelDatabase_engine" />
    <DataTable.Col source="modelDatabase_host" />
    <DataTable.Col source="modelLocation_id" disableSort>
      <LocationName />
    </DataTable.Col>
  </ModelRecordList>
);

export default DatabaseList;
