import { Edit } from 'react-admin';
import FormSkeleton from '../common/FormSkeleton';
import { toLoginPayload } from './payload';
import UserEditToolbar from './UserEditToolbar';
import UserForm from './UserForm';
import UserTitle from './UserTitle';

/** An account's edition: the password changes only when a new one is typed. */
const UserEdit = () => (
  <Edit
    title={<UserTitle />}
    mutationMode="pessimistic"
    transform={toLoginPayload}
    redirect="list"
    loading={<FormSkeleton fields={7} />}
  >
    <UserForm toolbar={<UserEditToolbar />} />
  </Edit>
);

export default UserEdit;
