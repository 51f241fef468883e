import { DeleteWithConfirmButton, type RaRecord } from 'react-admin';
import type { Task } from '../../api/types';
import { recordNotice, recordNounOf } from '../../common/recordNotice';

/**
 * Deletes a task after a French confirmation (`DELETE /api/task/delete` with its id in the
 * body). A refusal of the server shows as a toast and the task stays listed.
 */
const DeleteTaskButton = ({
  task,
  redirect = false,
  iconOnly = true,
}: {
  task: Task;
  redirect?: string | false;
  iconOnly?: boolean;
}) => (
  <DeleteWithConfirmButton
    record={{ ...task, id: task.task_id } as Task & RaRecord}
    resource="tasks"
    mutationMode="pessimistic"
    redirect={redirect === false ? false : () => redirect}
    confirmTitle={`Supprimer la tâche « ${task.task_name} » ?`}
    confirmContent="Elle ne sera plus exécutée. Ses exécutions passées restent consultables."
    confirmColor="warning"
    successMessage={recordNotice(recordNounOf('tasks')!, 'deleted', task.task_name)}
    label={iconOnly ? '' : 'Supprimer'}
    aria-label={`Supprimer « ${task.task_name} »`}
    size="small"
  />
);

export default DeleteTaskButton;
