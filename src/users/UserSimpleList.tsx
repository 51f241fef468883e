import { SimpleList, type RaRecord } from 'react-admin';
import type { Login } from '../api/types';
import LoginName from './LoginName';
import { roleLabel } from './roleChoices';

/** The accounts on a narrow screen: one line each, a tap opens the account. */
const UserSimpleList = () => (
  <SimpleList<Login & RaRecord>
    rowClick="edit"
    primaryText={<LoginName />}
    secondaryText={(record) => `${record.login_fullName} · ${record.login_email}`}
    tertiaryText={(record) => roleLabel(record.login_role)}
  />
);

export default UserSimpleList;
