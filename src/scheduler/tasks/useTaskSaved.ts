import { useNotify, type RaRecord } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { Task } from '../../api/types';
import { recordNotice, recordNounOf } from '../../common/recordNotice';
import { SCHEDULER_PATH } from '../paths';

/** After a save: a French toast naming the task, then the list of tasks. */
export const useTaskSaved = (created: boolean) => {
  const notify = useNotify();
  const navigate = useNavigate();
  return {
    onSuccess: (record: RaRecord) => {
      const task = record as Task & RaRecord;
      notify(
        recordNotice(recordNounOf('tasks')!, created ? 'created' : 'updated', task.task_name),
        {
          type: 'success',
        },
      );
      navigate(SCHEDULER_PATH);
    },
  };
};
