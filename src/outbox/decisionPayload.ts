import type { OutboxPayload } from './types';

/** The comment recorded with an undo (back to pending). */
export const UNDONE_COMMENT = 'Décision annulée';

/**
 * The body of POST /api/validation/student-validation, for the queue, bulk decisions and the
 * pages that decide where a record is seen alike; `pending` undoes the last decision.
 */
export const decisionPayload = (
  idNumber: string,
  target: OutboxPayload['validation_target'],
  state: OutboxPayload['validation_state'],
  comment = '',
): OutboxPayload => ({
  student_idNumber: idNumber,
  validation_target: target,
  validation_state: state,
  validation_comment: state === 'pending' ? UNDONE_COMMENT : comment,
});
