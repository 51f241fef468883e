import { Edit } from 'react-admin';
import { useRefreshOwnRoles } from '../auth/useRefreshOwnRoles';
import FormSkeleton from '../common/FormSkeleton';
import { toLoginPayload } from './payload';
import UserEditToolbar from './UserEditToolbar';
import UserForm from './UserForm';
import UserTitle from './UserTitle';

/**
 * An account's edition: the password changes only when a new one is typed; saving one's own
 * account updates the screen to its roles at once.
 */
const UserEdit = () => {
  const refreshOwnRoles = useRefreshOwnRoles();
  return (
    <Edit
      title={<UserTitle />}
      mutationMode="pessimistic"
      transform={toLoginPayload}
      redirect="list"
      loading={<FormSkeleton fields={7} />}
      mutationOptions={{ onSettled: (data) => data && refreshOwnRoles(data.id) }}
    >
      <UserForm toolbar={<UserEditToolbar />} />
    </Edit>
  );
};

export default UserEdit;
