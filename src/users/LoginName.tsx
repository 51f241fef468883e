import { Chip } from '@mui/material';
import { useRecordContext } from 'react-admin';
import type { Login } from '../api/types';
import { isOwnAccount } from './ownAccount';

/** The login name, marked 'Vous' on the logged-in user's own account. */
const LoginName = () => {
  const record = useRecordContext<Login>();
  if (!record) return null;
  return (
    <>
      {record.login_name}
      {isOwnAccount(record.login_id) && (
        <Chip size="small" color="primary" label="Vous" sx={{ ml: 1, height: 20 }} />
      )}
    </>
  );
};

export default LoginName;
