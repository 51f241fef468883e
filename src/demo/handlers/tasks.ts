import { TASK_KINDS, type Task } from '../../api/types';
import { paramsBytes, paramsSizeProblem } from '../../scheduler/tasks/paramsSize';
import { cronOccurrences, parseCron } from '../seed';
import { deleteRecord, recordId, saveRecord } from './crud';
import { findOr404, intParam, isoDate, listReply, param } from './params';
import { logsSoFar, settleRuns, startRun, stopRun } from './taskRuns';
import { ApiError, type HandlerContext, type HandlerTable } from './types';

const NOT_FOUND = 'Tâche introuvable.';
const HOUR_MS = 3_600_000;
const MAX_TIMELINE_MS = 31 * 24 * HOUR_MS;
const MAX_PLANNED = 2000;
const BAD_CRON =
  'Expression cron invalide : 5 champs attendus (minute heure jour mois jour-de-la-semaine), par exemple « 0 2 * * * ».';

const BAD_PARAMS = 'Paramètres invalides : un objet JSON est attendu, par exemple { "lot": 500 }.';

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const taskOf = (ctx: HandlerContext): Task =>
  findOr404(ctx.tables.tasks, recordId(ctx, 'task_id'), NOT_FOUND);

/** A read after the runs that ended meanwhile are settled. */
const settled =
  <T>(run: (ctx: HandlerContext) => T) =>
  (ctx: HandlerContext): T => {
    settleRuns(ctx);
    return run(ctx);
  };

function saveTask(ctx: HandlerContext): Task {
  return saveRecord<Task>(ctx, ctx.tables.tasks, {
    notFound: NOT_FOUND,
    schema: {
      task_name: { type: 'string', required: true, max: 120 },
      task_description: { type: 'string', max: 1000 },
      task_kind: { type: 'enum', values: TASK_KINDS, required: true },
      task_command: { type: 'string', max: 500 },
      task_cron: { type: 'string', required: true },
      task_enabled: { type: 'boolean' },
    },
    defaults: {
      task_description: '',
      task_command: '',
      task_params: {},
      task_enabled: true,
      task_lastRunAt: null,
      task_lastStatus: null,
    },
    check: (checker, _existing, body) => {
      const cron = checker.values.task_cron;
      if (typeof cron === 'string' && !parseCron(cron)) checker.fail('task_cron', BAD_CRON, true);
      const params = body.task_params;
      if (params !== undefined && !isPlainObject(params)) checker.fail('task_params', BAD_PARAMS);
      const tooLarge = isPlainObject(params) && paramsSizeProblem(paramsBytes(params));
      if (tooLarge) checker.fail('task_params', tooLarge, true);
    },
    prepare: (body) => (isPlainObject(body.task_params) ? { task_params: body.task_params } : {}),
  });
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
  'task.list': { access: 'admin', run: settled((ctx) => listReply(ctx, ctx.tables.tasks)) },
  'task.get': { access: 'admin', run: settled(taskOf) },
  'task.create': { access: 'admin', write: true, run: saveTask },
  'task.delete': {
    access: 'admin',
    write: true,
    run: (ctx) => deleteRecord(ctx, ctx.tables.tasks, NOT_FOUND),
  },
  'task.execute': { access: 'admin', write: true, run: (ctx) => startRun(ctx, taskOf(ctx)) },
  'task.stop': {
    access: 'admin',
    write: true,
    run: (ctx) =>
      stopRun(
        ctx,
        findOr404(ctx.tables.executions, recordId(ctx, 'execution_id'), 'Exécution introuvable.'),
      ),
  },
  'task.history': {
    access: 'admin',
    run: settled((ctx) =>
      listReply(ctx, ctx.tables.executions, {
        defaultSort: { field: 'execution_startedAt', order: 'DESC' },
      }),
    ),
  },
  'task.logs': {
    access: 'admin',
    run: settled((ctx) => {
      const execution = findOr404(
        ctx.tables.executions,
        intParam(ctx, 'execution_id'),
        'Exécution introuvable.',
      );
      return logsSoFar(ctx, execution.execution_id);
    }),
  },
  'task.timeline': { access: 'admin', run: settled(timeline) },
} satisfies HandlerTable;
