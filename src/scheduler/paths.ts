/** Addresses inside /scheduler-page. */
export const SCHEDULER_PATH = '/scheduler-page';
export const taskPath = (taskId: number | string) => `${SCHEDULER_PATH}/${taskId}`;
export const executionPath = (executionId: number | string) =>
  `${SCHEDULER_PATH}/executions/${executionId}`;
export const executionsOfTaskPath = (taskId: number | string) =>
  `${SCHEDULER_PATH}/executions?filter=${encodeURIComponent(JSON.stringify({ task_id: taskId }))}`;
