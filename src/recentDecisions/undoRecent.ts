import { decisionOutbox } from '../outbox/decisionOutbox';
import { runBulk, type BulkHooks, type BulkOutcome } from '../outbox/runBulk';
import { recentDecisions } from './recentStore';
import type { RecentFailure, RecentStudent } from './types';

const describeError = (error: unknown) => ({
  message:
    error instanceof Error && error.message ? error.message : 'Une erreur inattendue est survenue.',
});

const running = new Map<string, Promise<BulkOutcome[]>>();

const asBulkStudent = ({ idNumber, name }: RecentStudent) => ({
  student_idNumber: idNumber,
  student_lastName: name,
  student_firstName: '',
});

/**
 * Puts an entry's decisions back to pending (the server refuses after 15 minutes), through the
 * outbox: a decision still waiting there goes out first, its undo after, never one alone.
 * Progress and failures are written on the entry; those put back leave it. A second call while
 * one runs gets the same answer. `onProgress`: for the bulk dialog that follows it.
 */
export const undoRecent = (
  id: string,
  {
    onProgress,
    send = (payload, name) => decisionOutbox.submit(payload, { label: name }),
    describe = describeError,
  }: {
    onProgress?: (done: number) => void;
    send?: (payload: Parameters<BulkHooks['send']>[0], name?: string) => Promise<unknown>;
    describe?: BulkHooks['describe'];
  } = {},
): Promise<BulkOutcome[]> => {
  const under = running.get(id);
  if (under) return under;
  const entry = recentDecisions.get(id);
  if (!entry || entry.undone) return Promise.resolve([]);
  const live = recentDecisions.liveUndo(id);
  if (live) {
    live();
    return Promise.resolve([]);
  }
  const total = entry.students.length;
  recentDecisions.update(id, { undo: { running: true, done: 0, total, failures: [] } });
  onProgress?.(0);
  const byId = new Map(entry.students.map((student) => [student.idNumber, student]));
  const undo = runBulk(
    {
      students: entry.students.map(asBulkStudent),
      target: entry.target,
      state: 'pending',
      comment: '',
    },
    {
      send: (payload) => send(payload, byId.get(payload.student_idNumber)?.name),
      describe,
      onProgress: (done) => {
        recentDecisions.update(id, (e) => ({ undo: { ...e.undo!, done } }));
        onProgress?.(done);
      },
      isCancelled: () => false,
    },
  ).then((outcomes) => {
    const failures: RecentFailure[] = outcomes.flatMap((o) =>
      o.status === 'ok'
        ? []
        : [{ ...byId.get(o.student.student_idNumber)!, message: o.message ?? 'Non envoyée.' }],
    );
    const standing = new Set(failures.map((f) => f.idNumber));
    recentDecisions.update(id, (e) => ({
      // Partly undone: the entry stands for those still decided, and can be tried again.
      students: standing.size ? e.students.filter((s) => standing.has(s.idNumber)) : e.students,
      undone: standing.size === 0,
      undo: { running: false, done: outcomes.length, total, failures },
    }));
    running.delete(id);
    return outcomes;
  });
  running.set(id, undo);
  return undo;
};
