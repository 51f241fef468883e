import { Create } from 'react-admin';
import { exactListPath } from '../common/filteredListPath';
import { toLoginPayload } from './payload';
import UserForm from './UserForm';

/** Where a saved account is in view: every account, newest first, on page 1. */
export const NEWEST_FIRST = exactListPath(
  '/users',
  {},
  { field: 'login_createdAt', order: 'DESC' },
);

/**
 * A new account; a refused save (duplicate login...) keeps everything typed. Saved, it opens
 * the list newest first, so the account just made is at its top, not on whatever page its
 * name sorts onto.
 */
const UserCreate = () => (
  <Create
    title="Nouvel utilisateur"
    mutationMode="pessimistic"
    transform={toLoginPayload}
    redirect={() => NEWEST_FIRST}
  >
    <UserForm creating />
  </Create>
);

export default UserCreate;
