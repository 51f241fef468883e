import type { Task, TaskExecution } from '../../api/types';
import { cronOccurrences, parseCron } from '../seed';
import { hash53 } from '../text';
import { deleteRecord, recordId, saveRecord } from './crud';
import { findOr404, intParam, isoDate, listReply, param } from './params';
import { ApiError, type HandlerContext, type HandlerTable } from './types';

const NOT_FOUND = 'Tâche introuvable.';
const HOUR_MS = 3_600_000;
const MAX_TIMELINE_MS = 31 * 24 * HOUR_MS;
const MAX_PLANNED = 2000;
const BAD_CRON =
  'Expression cron invalide : 5 champs attendus (minute heure jour mois jour-de-la-semaine), par exemple « 0 2 * * * ».';

const taskOf = (ctx: HandlerContext): Task =>
  findOr404(ctx.tables.tasks, recordId(ctx, 'task_id'), NOT_FOUND);

function saveTask(ctx: HandlerContext): Task {
  return saveRecord<Task>(ctx, ctx.tables.tasks, {
    notFound: NOT_FOUND,
    schema: {
      task_name: { type: 'string', required: true, max: 120 },
      task_description: { type: 'string', max: 1000 },
      task_command: { type: 'string', required: true, max: 500 },
      task_cron: { type: 'string', required: true },
      task_enabled: { type: 'boolean' },
    },
    defaults: {
      task_description: '',
      task_enabled: true,
      task_lastRunAt: null,
      task_lastStatus: null,
    },
    check: (checker) => {
      const cron = checker.values.task_cron;
      if (typeof cron === 'string' && !parseCron(cron)) checker.fail('task_cron', BAD_CRON, true);
    },
  });
}

/** Runs a task at once (the demo's runs succeed in a few seconds) and writes its logs. */
function execute(ctx: HandlerContext): TaskExecution {
  const task = taskOf(ctx);
  const { executions, logs, tasks } = ctx.tables;
  const execution_id = executions.nextId();
  const seconds = 2 + (hash53(`${task.task_id}:${execution_id}`) % 40);
  const start = isoDate(ctx.now);
  const end = isoDate(ctx.now + seconds * 1000);
  const execution = executions.insert({
    execution_id,
    task_id: task.task_id,
    task_name: task.task_name,
    execution_startedAt: start,
    execution_endedAt: end,
    execution_status: 'success',
    execution_trigger: 'manual',
  });
  const lines: [string, string][] = [
    [start, `Démarrage manuel : ${task.task_command}`],
    [start, 'Traitement en cours…'],
    [end, `Terminé avec succès en ${seconds} s.`],
  ];
  for (const [log_time, log_message] of lines) {
    logs.insert({ log_id: logs.nextId(), execution_id, log_time, log_level: 'info', log_message });
  }
  tasks.update(task, { task_lastRunAt: start, task_lastStatus: 'success' });
  return execution;
}

const timeParam = (ctx: HandlerContext, name: string, fallback: number): number => {
  const text = param(ctx, name);
  if (text === null) return fallback;
  const time = Date.parse(text);
  if (Number.isNaN(time)) throw new ApiError(400, `Date invalide pour « ${name} » : ${text}.`);
  return time;
};

/** Past runs in [from, to] and the runs planned by the enabled tasks' cron expressions. */
function timeline(ctx: HandlerContext) {
  const from = timeParam(ctx, 'from', ctx.now - 24 * HOUR_MS);
  const to = timeParam(ctx, 'to', ctx.now + 24 * HOUR_MS);
  if (to < from) throw new ApiError(400, 'La date de fin précède la date de début.');
  if (to - from > MAX_TIMELINE_MS)
    throw new ApiError(400, 'Période trop longue : 31 jours au maximum.');
  const executions = ctx.tables.executions.records.filter((execution) => {
    const start = Date.parse(execution.execution_startedAt);
    return start >= from && start <= to;
  });
  const planned = ctx.tables.tasks.records
    .filter((task) => task.task_enabled)
    .flatMap((task) => {
      const schedule = parseCron(task.task_cron);
      const times = schedule ? cronOccurrences(schedule, Math.max(from, ctx.now), to) : [];
      return times.map((time) => ({
        task_id: task.task_id,
        task_name: task.task_name,
        at: isoDate(time),
      }));
    })
    .sort((a, b) => a.at.localeCompare(b.at) || a.task_id - b.task_id)
    .slice(0, MAX_PLANNED);
  return { executions, planned };
}

export const taskHandlers = {
  'task.list': { access: 'admin', run: (ctx) => listReply(ctx, ctx.tables.tasks) },
  'task.get': { access: 'admin', run: taskOf },
  'task.create': { access: 'admin', write: true, run: saveTask },
  'task.delete': {
    access: 'admin',
    write: true,
    run: (ctx) => deleteRecord(ctx, ctx.tables.tasks, NOT_FOUND),
  },
  'task.execute': { access: 'admin', write: true, run: execute },
  'task.history': {
    access: 'admin',
    run: (ctx) =>
      listReply(ctx, ctx.tables.executions, {
        defaultSort: { field: 'execution_startedAt', order: 'DESC' },
      }),
  },
  'task.logs': {
    access: 'admin',
    run: (ctx) => {
      const execution = findOr404(
        ctx.tables.executions,
        intParam(ctx, 'execution_id'),
        'Exécution introuvable.',
      );
      return ctx.tables.logs.records
        .filter((log) => log.execution_id === execution.execution_id)
        .sort((a, b) => a.log_time.localeCompare(b.log_time) || a.log_id - b.log_id);
    },
  },
  'task.timeline': { access: 'admin', run: timeline },
} satisfies HandlerTable;
