import { List, SearchInput, TopToolbar } from 'react-admin';
import EmptyState from '../common/EmptyState';
import ListPagination from '../common/ListPagination';
import DrenRows from './DrenRows';
import DrenExportButton from './DrenExportButton';
import BusyListContent from '../common/BusyListContent';

const filters = [<SearchInput key="q" source="q" alwaysOn placeholder="Nom, code ou ville" />];

/** /dren: the regional directorates with their figures, searched, sorted and paged by the server. */
const DrenList = () => (
  <List
    component={BusyListContent}
    sort={{ field: 'dren_name', order: 'ASC' }}
    perPage={50}
    filters={filters}
    exporter={false}
    actions={
      <TopToolbar>
        <DrenExportButton />
      </TopToolbar>
    }
    pagination={<ListPagination />}
    empty={<EmptyState message="Aucune DREN n’est encore enregistrée." />}
  >
    <DrenRows />
  </List>
);

export default DrenList;
