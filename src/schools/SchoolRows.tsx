import { useListContext } from 'react-admin';
import ListErrorState from '../common/ListErrorState';
import ListSkeleton, { type SkeletonColumn } from '../common/ListSkeleton';
import { useMayReadValidity } from '../auth/useMayReadValidity';
import { useNarrowScreen } from '../common/useNarrowScreen';
import SchoolSimpleList from './SchoolSimpleList';
import SchoolTable from './SchoolTable';

/** `SchoolTable`'s columns, for its skeleton. */
const skeletonColumns = (hideDren: boolean, mayReadValidity: boolean): SkeletonColumn[] => [
  { source: 'school_code' },
  { source: 'school_name' },
  { source: 'school_city' },
  { source: 'school_type' },
  ...(hideDren ? [] : [{ source: 'dren_name' }]),
  { source: 'school_studentCount', numeric: true },
  { label: 'Validés' },
  ...(mayReadValidity ? [{ source: 'school_issueCount', numeric: true }] : []),
];

/**
 * The schools of the list context (school list, a DREN's schools, schools with issues):
 * a table on desktop, a simple list under 768px, skeleton rows until the first answer, a
 * French message when loading failed.
 */
const SchoolRows = ({ hideDren = false }: { hideDren?: boolean }) => {
  const narrow = useNarrowScreen();
  const mayReadValidity = useMayReadValidity();
  const { error, isPending } = useListContext();
  if (error) return <ListErrorState />;
  if (isPending)
    return <ListSkeleton columns={skeletonColumns(hideDren, mayReadValidity)} lines={3} />;
  return narrow ? <SchoolSimpleList hideDren={hideDren} /> : <SchoolTable hideDren={hideDren} />;
};

export default SchoolRows;
