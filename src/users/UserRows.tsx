import { useListContext } from 'react-admin';
import ListSkeleton, { type SkeletonColumn } from '../common/ListSkeleton';
import { useNarrowScreen } from '../common/useNarrowScreen';
import UserSimpleList from './UserSimpleList';
import UserTable from './UserTable';

/** `UserTable`'s columns, for its skeleton. */
const SKELETON: SkeletonColumn[] = [
  'login_name',
  'login_fullName',
  'login_email',
  'login_role',
  'login_additionalRoles',
  'login_createdAt',
].map((source) => ({ source }));

/** The accounts: a table on desktop, a simple list under 768px, skeleton rows until the first answer. */
const UserRows = () => {
  const narrow = useNarrowScreen();
  const { isPending, error } = useListContext();
  if (isPending && !error) return <ListSkeleton columns={SKELETON} lines={2} />;
  return narrow ? <UserSimpleList /> : <UserTable />;
};

export default UserRows;
