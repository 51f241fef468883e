import { isAbort } from '../api/errors';
import type { Student, ValidationState } from '../api/types';
import { decisionPayload } from './decisionPayload';
import type { OutboxPayload } from './types';

export type BulkStudent = Pick<
  Student,
  'student_idNumber' | 'student_lastName' | 'student_firstName'
>;

export interface BulkOutcome {
  student: BulkStudent;
  /** ok: recorded; failed: refused (with the French message); cancelled: never sent. */
  status: 'ok' | 'failed' | 'cancelled';
  message?: string;
}

export interface BulkRequest {
  students: BulkStudent[];
  target: OutboxPayload['validation_target'];
  /** validated or rejected decides; pending puts decisions back (their undo). */
  state: ValidationState;
  comment: string;
}

export interface BulkHooks {
  send: (payload: OutboxPayload) => Promise<unknown>;
  describe: (error: unknown) => { message: string };
  onProgress: (done: number) => void;
  isCancelled: () => boolean;
}

/** Requests in flight at once: fast on a slow line, gentle on the server. */
const CONCURRENCY = 4;

/** Each student once, in the order given (a selection never names one twice, but be sure). */
export const uniqueStudents = (students: BulkStudent[]): BulkStudent[] => [
  ...new Map(students.map((student) => [student.student_idNumber, student])).values(),
];

/**
 * Sends one decision per student, each exactly once, a few at a time. Cancelling stops
 * the sending of the rest; those already sent are awaited and reported as they end.
 * Resolves with one outcome per student, in the order given: nothing is dropped.
 */
export const runBulk = async (request: BulkRequest, hooks: BulkHooks): Promise<BulkOutcome[]> => {
  const students = uniqueStudents(request.students);
  const outcomes: BulkOutcome[] = students.map((student) => ({ student, status: 'cancelled' }));
  let next = 0;
  let done = 0;
  const worker = async () => {
    while (next < students.length && !hooks.isCancelled()) {
      const index = next++;
      const student = students[index];
      try {
        await hooks.send(
          decisionPayload(student.student_idNumber, request.target, request.state, request.comment),
        );
        outcomes[index] = { student, status: 'ok' };
      } catch (error) {
        // Withdrawn from the outbox by a cancel before it could be sent: never sent.
        outcomes[index] = isAbort(error)
          ? { student, status: 'cancelled' }
          : { student, status: 'failed', message: hooks.describe(error).message };
      }
      hooks.onProgress(++done);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return outcomes;
};
