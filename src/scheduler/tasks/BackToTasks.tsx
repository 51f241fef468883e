import { Button } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Link } from 'react-router-dom';
import { SCHEDULER_PATH } from '../paths';

/** Back to the list of tasks (the form warns first when it has unsaved changes). */
const BackToTasks = ({ to = SCHEDULER_PATH, label = 'Tâches planifiées' }) => (
  <Button component={Link} to={to} startIcon={<ArrowBackIcon />} size="small" sx={{ mb: 1 }}>
    {label}
  </Button>
);

export default BackToTasks;
