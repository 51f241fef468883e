import { useListContext } from 'react-admin';
import ListSkeleton, { type SkeletonColumn } from '../../common/ListSkeleton';
import { useNarrowScreen } from '../../common/useNarrowScreen';
import StudentSimpleList from './StudentSimpleList';
import StudentTable from './StudentTable';

/** `StudentTable`'s columns, for its skeleton. */
const SKELETON: SkeletonColumn[] = [
  { label: 'Photo', image: true },
  ...[
    'student_idNumber',
    'student_lastName',
    'student_firstName',
    'student_class',
    'school_name',
    'dren_name',
    'student_state',
    'student_updatedAt',
  ].map((source) => ({ source })),
];

/**
 * A table on wide screens, a list of cards under 768px; both show the latest photo. Skeleton
 * rows of the same shape until the first answer.
 */
const StudentListBody = () => {
  const isMobile = useNarrowScreen();
  const { isPending, error } = useListContext();
  if (isPending && !error) return <ListSkeleton columns={SKELETON} lines={3} avatar />;
  return isMobile ? <StudentSimpleList /> : <StudentTable />;
};

export default StudentListBody;
