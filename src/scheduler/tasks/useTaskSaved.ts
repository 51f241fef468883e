import { useNotify, type RaRecord } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { Task } from '../../api/types';
import { SCHEDULER_PATH } from '../paths';

/** After a save: a French toast naming the task, then the list of tasks. */
export const useTaskSaved = (created: boolean) => {
  const notify = useNotify();
  const navigate = useNavigate();
  return {
    onSuccess: (record: RaRecord) => {
      const task = record as Task & RaRecord;
      notify(`Tâche « ${task.task_name} » ${created ? 'créée' : 'enregistrée'}.`, {
        type: 'success',
      });
      navigate(SCHEDULER_PATH);
    },
  };
};
