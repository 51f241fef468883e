import { Box, Card, Typography } from '@mui/material';
import { Edit, SaveButton, Toolbar, useRecordContext } from 'react-admin';
import { useParams } from 'react-router-dom';
import type { Task } from '../../api/types';
import FormSkeleton from '../../common/FormSkeleton';
import { SCHEDULER_PATH } from '../paths';
import BackToTasks from './BackToTasks';
import DeleteTaskButton from './DeleteTaskButton';
import RunTaskButton from './RunTaskButton';
import TaskForm from './TaskForm';
import { toTaskPayload } from './taskPayload';
import { useTaskSaved } from './useTaskSaved';

const EditToolbar = () => {
  const task = useRecordContext<Task>();
  return (
    <Toolbar sx={{ justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
      <SaveButton />
      {task && (
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
          <RunTaskButton task={task} />
          <DeleteTaskButton task={task} redirect={SCHEDULER_PATH} iconOnly={false} />
        </Box>
      )}
    </Toolbar>
  );
};

const EditHeading = () => {
  const task = useRecordContext<Task>();
  return (
    <Typography variant="h5" component="h1">
      {task ? `Tâche « ${task.task_name} »` : 'Tâche'}
    </Typography>
  );
};

/** One task's form (`GET /api/task/{task_id}`), saved by `POST /api/task/create` with its id. */
const TaskEdit = () => {
  const { taskId } = useParams();
  const mutationOptions = useTaskSaved(false);
  return (
    <Box sx={{ mt: 2 }}>
      <BackToTasks />
      <Edit
        resource="tasks"
        id={taskId}
        title="Tâche planifiée"
        mutationMode="pessimistic"
        transform={toTaskPayload}
        mutationOptions={mutationOptions}
        loading={<FormSkeleton fields={6} />}
        actions={false}
        component="div"
      >
        <EditHeading />
        <Card sx={{ mt: 1 }}>
          <TaskForm toolbar={<EditToolbar />} />
        </Card>
      </Edit>
    </Box>
  );
};

export default TaskEdit;
