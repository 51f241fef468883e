import { useListContext } from 'react-admin';
import ListErrorState from '../common/ListErrorState';
import { useNarrowScreen } from '../common/useNarrowScreen';
import DrenSimpleList from './DrenSimpleList';
import DrenTable from './DrenTable';

/** The DRENs of the list: a table on desktop, a simple list under 768px, or the error. */
const DrenRows = () => {
  const narrow = useNarrowScreen();
  const { error } = useListContext();
  if (error) return <ListErrorState />;
  return narrow ? <DrenSimpleList /> : <DrenTable />;
};

export default DrenRows;
