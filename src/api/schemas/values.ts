/** The closed lists of values of the contract, without zod (types.ts re-exports them). */
export const ROLE_VALUES = ['admin', 'control', 'dev_api_list'] as const;
export const VALIDATION_STATES = ['pending', 'validated', 'rejected'] as const;
export const RUN_STATUSES = ['running', 'success', 'error'] as const;
/** A task's execution may also have been stopped by an administrator (`POST /api/task/stop`). */
export const EXECUTION_STATUSES = [...RUN_STATUSES, 'stopped'] as const;
export const SYNC_ENTITIES = ['student', 'school', 'photo', 'dren'] as const;
export const SERVICE_MESSAGE_TYPE_VALUES = ['Info', 'Warning', 'Alert'] as const;
export const TASK_KIND_VALUES = [
  'sync',
  'photos',
  'export',
  'validation',
  'backup',
  'maintenance',
] as const;
