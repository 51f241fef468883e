import { useListContext } from 'react-admin';
import ListErrorState from '../common/ListErrorState';
import { useNarrowScreen } from '../common/useNarrowScreen';
import SchoolSimpleList from './SchoolSimpleList';
import SchoolTable from './SchoolTable';

/**
 * The schools of the list context (school list, a DREN's schools, schools with issues):
 * a table on desktop, a simple list under 768px, a French message when loading failed.
 */
const SchoolRows = ({ hideDren = false }: { hideDren?: boolean }) => {
  const narrow = useNarrowScreen();
  const { error } = useListContext();
  if (error) return <ListErrorState />;
  return narrow ? <SchoolSimpleList hideDren={hideDren} /> : <SchoolTable hideDren={hideDren} />;
};

export default SchoolRows;
