import { ListBase, ListView } from 'react-admin';
import EmptyState from '../../common/EmptyState';
import ListErrorState from '../../common/ListErrorState';
import ListPagination from '../../common/ListPagination';
import { useNarrowScreen } from '../../common/useNarrowScreen';
import { historyFilters } from './historyFilters';
import HistoryPhoneFilters from './HistoryPhoneFilters';
import HistorySimpleList from './HistorySimpleList';
import HistoryTable from './HistoryTable';

/** GET /api/validation/list: every decision, newest first, filters in the URL. */
const HistoryView = () => {
  const narrow = useNarrowScreen();
  return (
    <ListBase
      resource="validation-decisions"
      sort={{ field: 'validation_id', order: 'DESC' }}
      perPage={25}
    >
      <ListView
        title={false}
        filters={narrow ? undefined : historyFilters}
        actions={narrow ? <HistoryPhoneFilters /> : false}
        pagination={<ListPagination />}
        empty={<EmptyState message="Aucune décision de validation." />}
        error={<ListErrorState />}
        sx={{ '& .RaList-main': { minWidth: 0 } }}
      >
        {narrow ? <HistorySimpleList /> : <HistoryTable />}
      </ListView>
    </ListBase>
  );
};

export default HistoryView;
