import type { Student } from '../../api/types';
import type { Target, Verdict } from '../labels';
import type { DecisionPayload } from '../reviewSession';

export interface BulkOutcome {
  student: Pick<Student, 'student_idNumber' | 'student_lastName' | 'student_firstName'>;
  /** ok: recorded; failed: refused or lost (with the French message); cancelled: never sent. */
  status: 'ok' | 'failed' | 'cancelled';
  message?: string;
}

export interface BulkRequest {
  students: BulkOutcome['student'][];
  target: Target;
  verdict: Verdict;
  comment: string;
}

export interface BulkHooks {
  send: (payload: DecisionPayload) => Promise<unknown>;
  describe: (error: unknown) => { message: string };
  onProgress: (done: number) => void;
  isCancelled: () => boolean;
}

/** Requests in flight at once: fast on a slow line, gentle on the server. */
const CONCURRENCY = 4;

/**
 * Sends one decision per student, each exactly once, a few at a time. Cancelling stops
 * the sending of the rest; those already sent are awaited and reported as they end.
 * Resolves with one outcome per student, in the order given: nothing is dropped.
 */
export const runBulk = async (request: BulkRequest, hooks: BulkHooks): Promise<BulkOutcome[]> => {
  const outcomes: BulkOutcome[] = request.students.map((student) => ({
    student,
    status: 'cancelled',
  }));
  let next = 0;
  let done = 0;
  const worker = async () => {
    while (next < request.students.length && !hooks.isCancelled()) {
      const index = next++;
      const student = request.students[index];
      try {
        await hooks.send({
          student_idNumber: student.student_idNumber,
          validation_target: request.target,
          validation_state: request.verdict,
          validation_comment: request.comment,
        });
        outcomes[index] = { student, status: 'ok' };
      } catch (error) {
        outcomes[index] = { student, status: 'failed', message: hooks.describe(error).message };
      }
      hooks.onProgress(++done);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return outcomes;
};
