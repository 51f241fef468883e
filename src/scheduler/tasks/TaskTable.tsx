import { Box, Typography } from '@mui/material';
import { type RaRecord } from 'react-admin';
import DataTable from '../../common/DataTable';
import type { Task } from '../../api/types';
import { tableSx } from '../../common/tableSx';
import { KIND_LABELS } from '../kinds';
import { taskPath } from '../paths';
import LastRun from './LastRun';
import NextRuns from './NextRuns';
import ScheduleReading from './ScheduleReading';
import TaskRowActions from './TaskRowActions';
import NoTask from './NoTask';

type TaskRecord = Task & RaRecord;

/** The tasks on a wide screen; a row opens the task's form. */
const TaskTable = () => (
  <DataTable<TaskRecord>
    rowClick={(id) => taskPath(id)}
    bulkActionButtons={false}
    empty={<NoTask />}
    sx={tableSx}
  >
    <DataTable.Col
      source="task_name"
      label="Tâche"
      render={(task: TaskRecord) => (
        <Box sx={{ minWidth: 160 }}>
          <Typography variant="body2" sx={{ fontWeight: 500 }}>
            {task.task_name}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {KIND_LABELS[task.task_kind] ?? task.task_kind}
            {task.task_enabled ? '' : ' · désactivée'}
          </Typography>
        </Box>
      )}
    />
    <DataTable.Col
      source="task_cron"
      label="Planification"
      disableSort
      render={(task: TaskRecord) => <ScheduleReading cron={task.task_cron} />}
    />
    <DataTable.Col
      label="Prochaines exécutions"
      disableSort
      render={(task: TaskRecord) =>
        task.task_enabled ? <NextRuns cron={task.task_cron} count={3} /> : '—'
      }
    />
    <DataTable.Col
      source="task_lastRunAt"
      label="Dernière exécution"
      render={(task: TaskRecord) => <LastRun task={task} />}
    />
    <DataTable.Col
      label="Actions"
      disableSort
      render={(task: TaskRecord) => <TaskRowActions task={task} />}
    />
  </DataTable>
);

export default TaskTable;
