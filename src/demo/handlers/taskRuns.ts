/**
 * A task launched from the app runs for a few seconds of real time: its execution is
 * 'running', its log lines are written ahead with their future times and shown once their
 * time has come, and it ends (success or error) when its last line is due. Everything is
 * derived from the launch time and ids, so replaying the journal gives the same run.
 */
import type { RunStatus, Task, TaskExecution, TaskLog } from '../../api/types';
import type { Collection } from '../collection';
import { GENERIC_STEPS, TASK_DEFINITIONS } from '../seed/task-catalog';
import { formatCount } from '../seed/tasks';
import { Random } from '../seed/random';
import { hash53 } from '../text';
import { isoDate } from './params';
import { ApiError, type HandlerContext } from './types';

/** A manual run lasts between these many seconds. */
export const MANUAL_RUN_SECONDS: [number, number] = [8, 16];
const BATCHES = 24;
/** One manual run in this many fails (chosen by the run's id, so replays agree). */
const FAILURE_EVERY = 7;

interface PendingRun {
  end: number;
  status: RunStatus;
}

/** Runs still going on, per executions table (one per demo store). */
const pendingRuns = new WeakMap<Collection<TaskExecution>, Map<number, PendingRun>>();

const pendingOf = (executions: Collection<TaskExecution>): Map<number, PendingRun> => {
  let pending = pendingRuns.get(executions);
  if (!pending) pendingRuns.set(executions, (pending = new Map()));
  return pending;
};

/**
 * The sizes of a run's batches: `total` records cut in lots of the task's `batchSize` when it
 * has one, in at most BATCHES lots (« 488 cartes » make one lot of 488 with a batch size of
 * 2,000, never 24 lots of thousands).
 */
export function batchSizes(total: number, batchSize: unknown): number[] {
  const wanted = typeof batchSize === 'number' && batchSize > 0 ? batchSize : 0;
  const size = Math.max(wanted, Math.ceil(total / BATCHES), 1);
  const count = Math.max(1, Math.ceil(total / size));
  return Array.from({ length: count }, (_, k) => Math.min(size, total - k * size));
}

export function plannedLines(
  task: Task,
  seed: number,
  failed: boolean,
): [TaskLog['log_level'], string][] {
  const rng = new Random(seed, 'manual-run');
  const steps =
    TASK_DEFINITIONS.find((definition) => definition.name === task.task_name)?.steps ??
    GENERIC_STEPS;
  // One count for the run: its first « {n} … » and the sum of its batches agree; a later
  // count (« {n} anomalies détectées ») is a part of it.
  const total = rng.int(3, 4000);
  let counted = false;
  const count = (step: string) => {
    const n = counted ? rng.int(0, total) : total;
    if (step.includes('{n}')) counted = true;
    return step.replace('{n}', formatCount(n));
  };
  const lines: [TaskLog['log_level'], string][] = [
    ['info', `Démarrage de la tâche « ${task.task_name} » (lancement manuel)`],
    ['info', `Paramètres : ${JSON.stringify(task.task_params ?? {})}`],
    ...steps.map((step): [TaskLog['log_level'], string] => ['info', count(step)]),
  ];
  const sizes = batchSizes(total, task.task_params?.batchSize);
  sizes.forEach((size, index) => {
    const k = index + 1;
    lines.push(['info', `Lot ${k}/${sizes.length} : ${formatCount(size)} enregistrements traités`]);
    if (k === Math.ceil(sizes.length / 2) && sizes.length > 1)
      lines.push(['warning', 'Temps de réponse élevé de la base de données']);
  });
  if (failed) lines.push(['error', 'Délai de connexion dépassé : tâche interrompue']);
  return lines;
}

/** Starts a run of `task` now: a running execution whose logs will come over time. */
export function startRun(ctx: HandlerContext, task: Task): TaskExecution {
  const { executions, logs, tasks } = ctx.tables;
  const execution_id = executions.nextId();
  const seed = hash53(`${task.task_id}:${execution_id}`);
  const [min, max] = MANUAL_RUN_SECONDS;
  const seconds = min + (seed % (max - min + 1));
  const failed = execution_id % FAILURE_EVERY === 0;
  const startedAt = isoDate(ctx.now);
  const execution = executions.insert({
    execution_id,
    task_id: task.task_id,
    task_name: task.task_name,
    execution_startedAt: startedAt,
    execution_endedAt: null,
    execution_status: 'running',
    execution_trigger: 'manual',
  });
  const lines = plannedLines(task, seed, failed);
  const end = ctx.now + seconds * 1000;
  lines.push([
    failed ? 'error' : 'info',
    failed ? `Tâche en échec après ${seconds} s` : `Tâche terminée avec succès en ${seconds} s`,
  ]);
  lines.forEach(([log_level, log_message], k) => {
    const log_time = isoDate(ctx.now + ((end - ctx.now) * k) / (lines.length - 1));
    logs.insert({ log_id: logs.nextId(), execution_id, log_time, log_level, log_message });
  });
  pendingOf(executions).set(execution_id, { end, status: failed ? 'error' : 'success' });
  tasks.update(task, {
    task_lastRunAt: startedAt,
    task_lastStatus: 'running',
    task_lastStoppedBy: null,
    task_lastStoppedAt: null,
  });
  return execution;
}

/** Ends the runs whose time is over: called before anything reads executions or tasks. */
export function settleRuns(ctx: HandlerContext): void {
  const { executions, tasks } = ctx.tables;
  const pending = pendingOf(executions);
  for (const [id, run] of pending) {
    if (run.end > ctx.now) continue;
    pending.delete(id);
    const execution = executions.find(id);
    if (!execution) continue;
    const endedAt = isoDate(run.end);
    executions.update(execution, { execution_status: run.status, execution_endedAt: endedAt });
    const task = tasks.find(execution.task_id);
    if (task?.task_lastRunAt === execution.execution_startedAt) {
      tasks.update(task, { task_lastStatus: run.status });
    }
  }
}

/** The log lines of an execution written by now. */
export const logsSoFar = (ctx: HandlerContext, executionId: number): TaskLog[] => {
  const now = isoDate(ctx.now);
  return ctx.tables.logs.records
    .filter((log) => log.execution_id === executionId && log.log_time <= now)
    .sort((a, b) => a.log_time.localeCompare(b.log_time) || a.log_id - b.log_id);
};

/** The line a stopped run ends its log with. */
export const STOPPED_LINE = 'Exécution arrêtée à la demande d’un administrateur';

/**
 * Stops a running execution now (`POST /api/task/stop`): its lines still to come are dropped,
 * a last warning says it was stopped, and it ends 'stopped', marked with who stopped it (its
 * end is when).
 * An execution that has ended answers 409.
 */
export function stopRun(ctx: HandlerContext, execution: TaskExecution): TaskExecution {
  settleRuns(ctx);
  const { executions, logs, tasks } = ctx.tables;
  const pending = pendingOf(executions);
  if (execution.execution_status !== 'running' || !pending.has(execution.execution_id)) {
    throw new ApiError(409, 'Cette exécution est déjà terminée : il n’y a plus rien à arrêter.');
  }
  pending.delete(execution.execution_id);
  const now = isoDate(ctx.now);
  logs.removeWhere((log) => log.execution_id === execution.execution_id && log.log_time > now);
  logs.insert({
    log_id: logs.nextId(),
    execution_id: execution.execution_id,
    log_time: now,
    log_level: 'warning',
    log_message: STOPPED_LINE,
  });
  const by = ctx.user?.login_name ?? null;
  const task = tasks.find(execution.task_id);
  if (task?.task_lastRunAt === execution.execution_startedAt) {
    tasks.update(task, {
      task_lastStatus: 'stopped',
      task_lastStoppedBy: by,
      task_lastStoppedAt: now,
    });
  }
  return executions.update(execution, {
    execution_status: 'stopped',
    execution_endedAt: now,
    execution_stoppedBy: by,
  });
}
