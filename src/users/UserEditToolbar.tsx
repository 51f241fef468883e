import { SaveButton, Toolbar } from 'react-admin';
import UserDeleteButton from './UserDeleteButton';

/** Save on the left, delete (or why one's own account cannot be) on the right. */
const UserEditToolbar = () => (
  <Toolbar sx={{ justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
    <SaveButton />
    <UserDeleteButton />
  </Toolbar>
);

export default UserEditToolbar;
