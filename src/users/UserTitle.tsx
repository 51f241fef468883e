import { useRecordContext } from 'react-admin';
import type { Login } from '../api/types';

/** The edit page's title: the account's login name. */
const UserTitle = () => {
  const record = useRecordContext<Login>();
  return <>{record ? `Utilisateur « ${record.login_name} »` : 'Utilisateur'}</>;
};

export default UserTitle;
