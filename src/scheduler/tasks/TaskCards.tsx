import { SimpleList, type RaRecord } from 'react-admin';
import type { Task } from '../../api/types';
import { readCron } from '../cron';
import { KIND_LABELS } from '../kinds';
import { taskPath } from '../paths';
import { statusText, taskStop } from '../statuses';
import NoTask from './NoTask';

type TaskRecord = Task & RaRecord;

/**
 * The tasks on a narrow screen: name, then schedule in French and last outcome on their own
 * line (SimpleList's tertiary text shares the name's line, which a long name runs into).
 */
const TaskCards = () => (
  <SimpleList<TaskRecord>
    rowClick={(id) => taskPath(id)}
    empty={<NoTask />}
    primaryText={(task) => task.task_name}
    secondaryText={(task) =>
      `${readCron(task.task_cron) ?? task.task_cron} · ${
        task.task_lastStatus
          ? statusText(task.task_lastStatus, taskStop(task))
          : KIND_LABELS[task.task_kind]
      }`
    }
  />
);

export default TaskCards;
