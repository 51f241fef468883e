import { Create } from 'react-admin';
import { toLoginPayload } from './payload';
import UserForm from './UserForm';

/** A new account; a refused save (duplicate login...) keeps everything typed. */
const UserCreate = () => (
  <Create
    title="Nouvel utilisateur"
    mutationMode="pessimistic"
    transform={toLoginPayload}
    redirect="list"
  >
    <UserForm creating />
  </Create>
);

export default UserCreate;
