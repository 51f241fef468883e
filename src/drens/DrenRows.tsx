import { useListContext } from 'react-admin';
import ListErrorState from '../common/ListErrorState';
import ListSkeleton, { type SkeletonColumn } from '../common/ListSkeleton';
import { useNarrowScreen } from '../common/useNarrowScreen';
import DrenSimpleList from './DrenSimpleList';
import DrenTable from './DrenTable';

const SKELETON: SkeletonColumn[] = [
  { source: 'dren_code' },
  { source: 'dren_name' },
  { source: 'dren_city' },
  { source: 'dren_schoolCount', numeric: true },
  { source: 'dren_studentCount', numeric: true },
  { label: 'Validés' },
];

/**
 * The DRENs of the list: a table on desktop, a simple list under 768px, skeleton rows until
 * the first answer, or the error.
 */
const DrenRows = () => {
  const narrow = useNarrowScreen();
  const { error, isPending } = useListContext();
  if (error) return <ListErrorState />;
  if (isPending) return <ListSkeleton columns={SKELETON} lines={3} />;
  return narrow ? <DrenSimpleList /> : <DrenTable />;
};

export default DrenRows;
