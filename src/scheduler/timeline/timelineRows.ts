import type { TaskExecution } from '../../api/types';

export interface PlannedRun {
  task_id: number;
  task_name: string;
  at: string;
}

export interface TimelineData {
  executions: TaskExecution[];
  planned: PlannedRun[];
}

export interface TimelineRow {
  taskId: number;
  name: string;
  executions: TaskExecution[];
  planned: PlannedRun[];
}

/** One row per task met in the window, by name. */
export function rowsOf({ executions, planned }: TimelineData): TimelineRow[] {
  const rows = new Map<number, TimelineRow>();
  const rowOf = (taskId: number, name: string) => {
    let row = rows.get(taskId);
    if (!row) rows.set(taskId, (row = { taskId, name, executions: [], planned: [] }));
    return row;
  };
  for (const execution of executions)
    rowOf(execution.task_id, execution.task_name).executions.push(execution);
  for (const run of planned) rowOf(run.task_id, run.task_name).planned.push(run);
  return [...rows.values()].sort((a, b) => a.name.localeCompare(b.name, 'fr'));
}
