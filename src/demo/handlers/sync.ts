import type { SyncError, SyncHistory, SyncUpdate } from '../../api/types';
import {
  bodyObject,
  findOr404,
  intParam,
  listReply,
  optionalIntParam,
  requireParam,
} from './params';
import { studentOf } from './students';
import { advanceRunningRuns } from './syncLive';
import { ApiError, type HandlerContext, type HandlerDef, type HandlerTable } from './types';

type Entity = SyncUpdate['update_entity'];
const ENTITIES: readonly Entity[] = ['student', 'school', 'photo', 'dren'];
const HISTORY_NOT_FOUND = 'Synchronisation introuvable.';
const NOTHING_TO_DELETE =
  'Indiquez les erreurs à supprimer (ids) ou une synchronisation (syncHistory_id).';

const newestFirst = (histories: SyncHistory[]): SyncHistory[] =>
  [...histories].sort((a, b) => b.syncHistory_startedAt.localeCompare(a.syncHistory_startedAt));

const historyOf = (ctx: HandlerContext, name: string): SyncHistory =>
  findOr404(ctx.tables.syncHistories, intParam(ctx, name), HISTORY_NOT_FOUND);

/** The synchronisations whose updates or errors name this student. */
function studentHistory(ctx: HandlerContext): SyncHistory[] {
  const { student_idNumber } = studentOf(ctx, requireParam(ctx, 'student_idNumber'));
  const { syncUpdates, syncErrors, syncHistories } = ctx.tables;
  const ids = new Set<number>();
  for (const update of syncUpdates.records) {
    if (update.update_entity === 'student' && update.update_reference === student_idNumber) {
      ids.add(update.syncHistory_id);
    }
  }
  for (const error of syncErrors.records) {
    if (error.syncError_entity === 'student' && error.syncError_reference === student_idNumber) {
      ids.add(error.syncHistory_id);
    }
  }
  return newestFirst(syncHistories.records.filter((history) => ids.has(history.syncHistory_id)));
}

function schoolHistory(ctx: HandlerContext): SyncHistory[] {
  const school = findOr404(
    ctx.tables.schools,
    intParam(ctx, 'school_id'),
    'Établissement introuvable.',
  );
  return newestFirst(
    ctx.tables.syncHistories.records.filter((history) => history.school_id === school.school_id),
  );
}

/** Deletes errors by ids or by synchronisation, keeping the histories' error counts right. */
function deleteErrors(ctx: HandlerContext): { deleted: number } {
  const body = bodyObject(ctx);
  const { ids, syncHistory_id } = body;
  let test: (error: SyncError) => boolean;
  if (Array.isArray(ids) && ids.length && ids.every(Number.isInteger)) {
    const wanted = new Set(ids as number[]);
    test = (error) => wanted.has(error.syncError_id);
  } else if (Number.isInteger(syncHistory_id)) {
    findOr404(ctx.tables.syncHistories, syncHistory_id as number, HISTORY_NOT_FOUND);
    test = (error) => error.syncHistory_id === syncHistory_id;
  } else {
    const field = ids === undefined && syncHistory_id !== undefined ? 'syncHistory_id' : 'ids';
    throw new ApiError(400, NOTHING_TO_DELETE, { [field]: NOTHING_TO_DELETE });
  }
  const removed = ctx.tables.syncErrors.removeWhere(test);
  const { syncHistories } = ctx.tables;
  for (const error of removed) {
    const history = syncHistories.find(error.syncHistory_id);
    if (history) {
      syncHistories.update(history, {
        syncHistory_errorCount: Math.max(0, history.syncHistory_errorCount - 1),
      });
    }
  }
  return { deleted: removed.length };
}

/** Errors counted by entity: all of them, or those of one run (`syncHistory_id`). */
const errorStats = (ctx: HandlerContext) => {
  const run = optionalIntParam(ctx, 'syncHistory_id');
  const errors = ctx.tables.syncErrors.records.filter(
    (error) => run === null || error.syncHistory_id === run,
  );
  return ENTITIES.map((entity) => ({
    syncError_entity: entity,
    count: errors.filter((error) => error.syncError_entity === entity).length,
  }));
};

/** A read that shows runs: the demo's running run moves on first (syncLive.ts). */
const reading =
  <T>(run: (ctx: HandlerContext) => T) =>
  (ctx: HandlerContext): T => {
    advanceRunningRuns(ctx);
    return run(ctx);
  };

/** The changes of one entity brought by a production synchronisation. */
const updatesOf = (entity: Entity): HandlerDef => ({
  access: 'admin',
  run: (ctx) => {
    const { syncHistory_id } = historyOf(ctx, 'syncHistory_id');
    return ctx.tables.syncUpdates.records.filter(
      (update) => update.syncHistory_id === syncHistory_id && update.update_entity === entity,
    );
  },
});

export const syncHandlers = {
  'sync.history': {
    access: 'admin',
    run: reading((ctx) =>
      listReply(ctx, ctx.tables.syncHistories, {
        defaultSort: { field: 'syncHistory_startedAt', order: 'DESC' },
      }),
    ),
  },
  'sync.historyOne': { access: 'admin', run: reading((ctx) => historyOf(ctx, 'id')) },
  'sync.studentHistory': { access: 'user', run: reading(studentHistory) },
  'sync.schoolHistory': { access: 'admin', run: reading(schoolHistory) },
  'sync.errors': {
    access: 'admin',
    run: (ctx) =>
      listReply(ctx, ctx.tables.syncErrors, {
        defaultSort: { field: 'syncError_createdAt', order: 'DESC' },
      }),
  },
  'sync.errorStats': { access: 'admin', run: errorStats },
  'sync.deleteErrors': { access: 'admin', write: true, run: deleteErrors },
  'syncProd.schoolUpdates': updatesOf('school'),
  'syncProd.photoUpdates': updatesOf('photo'),
  'syncProd.studentUpdates': updatesOf('student'),
  'syncProd.drenUpdates': updatesOf('dren'),
} satisfies HandlerTable;
