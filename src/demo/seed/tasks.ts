/**
 * Scheduled tasks, their runs over the 30 days before `now` (DEMO_NOW unless given: the
 * browser demo gives the moment it starts, so that the scheduler's history ends today), on
 * their cron schedule plus manual launches, and the logs of each run. A run still going at
 * `now` is 'running' with no end.
 */
import type { RunStatus, Task, TaskExecution, TaskLog } from '../../api/types';
import { DAY_MS, HOUR_MS, MINUTE_MS, NOW_MS, isoTime } from './clock';
import { cronOccurrences, parseCron } from './cron';
import { Random } from './random';
import { TASK_DEFINITIONS, TASK_WARNINGS, type TaskDefinition } from './task-catalog';

export interface TaskData {
  tasks: Task[];
  executions: TaskExecution[];
  logs: TaskLog[];
}

const HISTORY_MS = 30 * DAY_MS;
const MANUAL_RUNS = 30;
const TRIGGER_LABELS: Record<TaskExecution['execution_trigger'], string> = {
  schedule: 'planifiée',
  manual: 'lancement manuel',
};

interface Run {
  task: Task;
  definition: TaskDefinition;
  start: number;
  end: number;
  trigger: TaskExecution['execution_trigger'];
}

/** 12 345 (French digit grouping). */
export function formatCount(n: number): string {
  return String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
}

export function fill(rng: Random, message: string): string {
  return message.replace('{n}', () => formatCount(rng.int(3, 4000)));
}

/** The lines of a long log: one per batch, numbered. */
function batchLines(rng: Random, definition: TaskDefinition): string[] {
  if (!definition.batches) return [];
  const { message, count } = definition.batches;
  const total = rng.int(count[0], count[1]);
  return Array.from({ length: total }, (_, k) =>
    fill(rng, message.replace('{k}', String(k + 1)).replace('{total}', String(total))),
  );
}

function duration(ms: number): string {
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)} min ${String(seconds % 60).padStart(2, '0')} s`;
}

function planRuns(rng: Random, tasks: readonly Task[], now: number): Run[] {
  const runs: Run[] = [];
  const add = (index: number, start: number, trigger: Run['trigger']) => {
    const definition = TASK_DEFINITIONS[index];
    const minutes =
      definition.minutes[0] + rng.next() * (definition.minutes[1] - definition.minutes[0]);
    runs.push({ task: tasks[index], definition, start, end: start + minutes * MINUTE_MS, trigger });
  };
  TASK_DEFINITIONS.forEach((definition, index) => {
    const schedule = parseCron(definition.cron);
    if (!schedule) throw new Error(`Invalid cron of ${definition.name}`);
    const until = now - (definition.disabledForDays ?? 0) * DAY_MS;
    for (const start of cronOccurrences(schedule, now - HISTORY_MS, until)) {
      // Runs start a few seconds after the scheduled minute.
      add(index, start + rng.int(1, 20) * 1000, 'schedule');
    }
  });
  // Manual launches by an administrator, during office hours, of enabled tasks.
  const enabled = TASK_DEFINITIONS.flatMap((d, i) => (d.enabled ? [i] : []));
  for (let k = 0; k < MANUAL_RUNS; k++) {
    const day = Math.floor((now - HISTORY_MS) / DAY_MS) + rng.int(1, 29);
    add(rng.pick(enabled), day * DAY_MS + 8 * HOUR_MS + rng.next() * 9 * HOUR_MS, 'manual');
  }
  return runs.sort((a, b) => a.start - b.start);
}

function writeLogs(
  rng: Random,
  run: Run,
  execution: TaskExecution,
  logs: TaskLog[],
  now: number,
): void {
  const { definition } = run;
  const status = execution.execution_status;
  const end = Math.min(run.end, now);
  const messages: [TaskLog['log_level'], string][] = [
    ['info', `Démarrage de la tâche « ${definition.name} » (${TRIGGER_LABELS[run.trigger]})`],
  ];
  const steps = rng.int(2, 7);
  for (let k = 0; k < steps; k++) {
    if (rng.chance(0.12)) messages.push(['warning', fill(rng, rng.pick(TASK_WARNINGS))]);
    else messages.push(['info', fill(rng, definition.steps[k % definition.steps.length])]);
    if (k === 0) for (const line of batchLines(rng, definition)) messages.push(['info', line]);
  }
  if (status === 'success') {
    messages.push(['info', `Tâche terminée avec succès en ${duration(end - run.start)}`]);
  } else if (status === 'error') {
    messages.push(['error', rng.pick(definition.failures)]);
    messages.push(['error', `Tâche en échec après ${duration(end - run.start)}`]);
  }
  messages.forEach(([level, message], k) => {
    logs.push({
      log_id: logs.length + 1,
      execution_id: execution.execution_id,
      log_time: isoTime(run.start + ((end - run.start) * k) / Math.max(1, messages.length - 1)),
      log_level: level,
      log_message: message,
    });
  });
}

export function generateTasks(seed: number, now: number = NOW_MS): TaskData {
  const rng = new Random(seed, 'tasks');
  const tasks: Task[] = TASK_DEFINITIONS.map((definition, index) => ({
    task_id: index + 1,
    task_name: definition.name,
    task_description: definition.description,
    task_kind: definition.kind,
    task_params: { ...definition.params },
    task_command: definition.command,
    task_cron: definition.cron,
    task_enabled: definition.enabled,
    task_lastRunAt: null,
    task_lastStatus: null,
  }));
  const executions: TaskExecution[] = [];
  const logs: TaskLog[] = [];
  for (const run of planRuns(rng, tasks, now)) {
    if (run.start >= now) continue;
    const running = run.end > now;
    const status: RunStatus = running
      ? 'running'
      : rng.chance(run.definition.failureRate)
        ? 'error'
        : 'success';
    const execution: TaskExecution = {
      execution_id: executions.length + 1,
      task_id: run.task.task_id,
      task_name: run.task.task_name,
      execution_startedAt: isoTime(run.start),
      execution_endedAt: running ? null : isoTime(run.end),
      execution_status: status,
      execution_trigger: run.trigger,
    };
    executions.push(execution);
    run.task.task_lastRunAt = execution.execution_startedAt;
    run.task.task_lastStatus = status;
    writeLogs(rng, run, execution, logs, now);
  }
  return { tasks, executions, logs };
}
