import BulkDeleteButton from '../common/bulk/BulkDeleteButton';
import { type RaRecord } from 'react-admin';
import DataTable from '../common/DataTable';
import DateText from '../common/DateText';
import type { Login } from '../api/types';
import AdditionalRoleChips from './AdditionalRoleChips';
import LoginName from './LoginName';
import RecordEditLink from '../common/RecordEditLink';
import { isOwnAccount } from './ownAccount';
import { roleLabel } from './roleChoices';

/**
 * The accounts on a wide screen. A row (or, by keyboard, the login name's link) opens the
 * account, where it can be deleted.
 */
const UserTable = () => (
  <DataTable<Login & RaRecord>
    rowClick="edit"
    bulkActionButtons={<BulkDeleteButton nameOf={(record) => String(record.login_name)} />}
    // One's own account cannot be deleted (the server refuses it): it cannot be ticked.
    isRowSelectable={(record) => !isOwnAccount(record.login_id)}
  >
    <DataTable.Col source="login_name">
      <RecordEditLink>
        <LoginName />
      </RecordEditLink>
    </DataTable.Col>
    <DataTable.Col source="login_fullName" />
    <DataTable.Col source="login_email" />
    <DataTable.Col source="login_role" render={(record) => roleLabel(record.login_role)} />
    <DataTable.Col source="login_additionalRoles" disableSort>
      <AdditionalRoleChips />
    </DataTable.Col>
    <DataTable.Col source="login_createdAt" sx={{ whiteSpace: 'nowrap' }}>
      <DateText source="login_createdAt" />
    </DataTable.Col>
  </DataTable>
);

export default UserTable;
