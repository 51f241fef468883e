import {
  DataTable,
  List,
  Pagination,
  ReferenceField,
  SearchInput,
  SelectInput,
  SimpleList,
  TextField,
  type RaRecord,
} from 'react-admin';
import ListErrorState from '../../common/ListErrorState';
import RecordEditLink from '../../common/RecordEditLink';
import { tableSx } from '../../common/tableSx';
import { useNarrowScreen } from '../../common/useNarrowScreen';
import { ENGINE_CHOICES } from '../common/modelChoices';

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
const DatabaseList = () => {
  const narrow = useNarrowScreen();
  return (
    <List
      filters={filters}
      sort={{ field: 'modelDatabase_name', order: 'ASC' }}
      perPage={25}
      pagination={<Pagination rowsPerPageOptions={[25, 50, 100]} />}
      exporter={false}
      error={<ListErrorState />}
    >
      {narrow ? (
        <SimpleList<RaRecord>
          rowClick="edit"
          primaryText={(record) => record.modelDatabase_name}
          secondaryText={(record) =>
            `${record.modelDatabase_engine} · ${record.modelDatabase_host}`
          }
        />
      ) : (
        <DataTable rowClick="edit" bulkActionButtons={false} sx={tableSx}>
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
        </DataTable>
      )}
    </List>
  );
};

export default DatabaseList;
