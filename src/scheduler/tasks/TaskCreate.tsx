import { Box, Typography } from '@mui/material';
import { Create } from 'react-admin';
import BackToTasks from './BackToTasks';
import { SCHEDULER_PATH } from '../paths';
import TaskForm from './TaskForm';
import { toTaskPayload } from './taskPayload';

/** A new task; saved, the list of tasks shows it. */
const TaskCreate = () => (
  <Box sx={{ mt: 2 }}>
    <BackToTasks />
    <Typography variant="h5" component="h1">
      Nouvelle tâche
    </Typography>
    <Create
      resource="tasks"
      title="Nouvelle tâche"
      transform={toTaskPayload}
      redirect={() => SCHEDULER_PATH}
    >
      <TaskForm creating />
    </Create>
  </Box>
);

export default TaskCreate;
