import type { ValidationState } from '../api/types';
import type { Target } from './labels';
import type { DecisionPayload } from './reviewTypes';

/** The comment recorded with an undo (back to pending). */
export const UNDONE_COMMENT = 'Décision annulée';

/**
 * The body of POST /api/validation/student-validation, for the queue, bulk decisions and the
 * pages that decide where a record is seen alike; `pending` undoes the last decision.
 */
export const decisionPayload = (
  idNumber: string,
  target: Target,
  state: ValidationState,
  comment = '',
): DecisionPayload => ({
  student_idNumber: idNumber,
  validation_target: target,
  validation_state: state,
  validation_comment: state === 'pending' ? UNDONE_COMMENT : comment,
});
