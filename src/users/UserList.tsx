import { List, SearchInput, SelectInput, TopToolbar } from 'react-admin';
import InlineCreateButton from '../common/InlineCreateButton';
import ListErrorState from '../common/ListErrorState';
import { ROLE_CHOICES } from './roleChoices';
import UserExportButton from './UserExportButton';
import UserRows from './UserRows';
import BusyListContent from '../common/BusyListContent';
import ListPagination from '../common/ListPagination';

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Nom, identifiant ou e-mail" />,
  <SelectInput
    key="login_role"
    source="login_role"
    label="Rôle principal"
    choices={ROLE_CHOICES}
    translateChoice={false}
    emptyText="Tous les rôles"
    alwaysOn
  />,
];

/** The accounts, searched, filtered and paged by the server. */
const UserList = () => (
  <List
    component={BusyListContent}
    filters={filters}
    sort={{ field: 'login_name', order: 'ASC' }}
    perPage={25}
    pagination={<ListPagination />}
    exporter={false}
    actions={
      <TopToolbar>
        <InlineCreateButton />
        <UserExportButton />
      </TopToolbar>
    }
    error={<ListErrorState />}
  >
    <UserRows />
  </List>
);

export default UserList;
