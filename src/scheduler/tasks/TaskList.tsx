import { Button } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { List, SearchInput, TopToolbar } from 'react-admin';
import { Link } from 'react-router-dom';
import ListErrorState from '../../common/ListErrorState';
import ListPagination from '../../common/ListPagination';
import { useNarrowScreen } from '../../common/useNarrowScreen';
import { SCHEDULER_PATH } from '../paths';
import TaskCards from './TaskCards';
import TaskTable from './TaskTable';

const filters = [<SearchInput key="q" source="q" alwaysOn placeholder="Nom ou description" />];

const Actions = () => (
  <TopToolbar>
    <Button component={Link} to={`${SCHEDULER_PATH}/create`} startIcon={<AddIcon />}>
      Nouvelle tâche
    </Button>
  </TopToolbar>
);

/** The scheduled tasks, each schedule read in French with its next runs. */
const TaskList = () => {
  const narrow = useNarrowScreen();
  return (
    <List
      resource="tasks"
      title={false}
      filters={filters}
      actions={<Actions />}
      sort={{ field: 'task_name', order: 'ASC' }}
      perPage={25}
      pagination={<ListPagination />}
      exporter={false}
      error={<ListErrorState />}
      empty={false}
      emptyWhileLoading
    >
      {narrow ? <TaskCards /> : <TaskTable />}
    </List>
  );
};

export default TaskList;
