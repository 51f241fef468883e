import { FilterButton, SortButton, TopToolbar } from 'react-admin';

/**
 * The sort (the grid has no column headers) and, on phones, the button that shows the
 * filters kept out of sight (DREN, school).
 */
const PhotoListActions = ({ compact }: { compact: boolean }) => (
  <TopToolbar>
    {compact && <FilterButton />}
    <SortButton fields={['photo_takenAt', 'student_fullName', 'student_idNumber']} />
  </TopToolbar>
);

export default PhotoListActions;
