import { Box, Typography } from '@mui/material';
import { Create } from 'react-admin';
import BackToTasks from './BackToTasks';
import TaskForm from './TaskForm';
import { toTaskPayload } from './taskPayload';
import { useTaskSaved } from './useTaskSaved';

/** A new task; saved, the list of tasks shows it. */
const TaskCreate = () => {
  const mutationOptions = useTaskSaved(true);
  return (
    <Box sx={{ mt: 2 }}>
      <BackToTasks />
      <Typography variant="h5" component="h1">
        Nouvelle tâche
      </Typography>
      <Create
        resource="tasks"
        title="Nouvelle tâche"
        transform={toTaskPayload}
        mutationOptions={mutationOptions}
      >
        <TaskForm creating />
      </Create>
    </Box>
  );
};

export default TaskCreate;
