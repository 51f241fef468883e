import { List, SearchInput, TopToolbar, SelectInput } from 'react-admin';
import EmptyState from '../common/EmptyState';
import ListPagination from '../common/ListPagination';
import DrenFilterInput from '../common/DrenFilterInput';
import SchoolRows from './SchoolRows';
import SchoolExportButton from './SchoolExportButton';
import BusyListContent from '../common/BusyListContent';

const SCHOOL_TYPES = [
  { id: 'Public', name: 'Public' },
  { id: 'Privé', name: 'Privé' },
];

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Nom, code ou ville" />,
  <DrenFilterInput key="dren_id" source="dren_id" alwaysOn />,
  <SelectInput key="school_type" source="school_type" choices={SCHOOL_TYPES} alwaysOn />,
];

/** /school: every school, searched, filtered by DREN and type, sorted and paged by the server. */
const SchoolList = () => (
  <List
    component={BusyListContent}
    sort={{ field: 'school_name', order: 'ASC' }}
    perPage={25}
    filters={filters}
    exporter={false}
    actions={
      <TopToolbar>
        <SchoolExportButton />
      </TopToolbar>
    }
    pagination={<ListPagination />}
    empty={<EmptyState message="Aucune école n’est encore enregistrée." />}
  >
    <SchoolRows />
  </List>
);

export default SchoolList;
