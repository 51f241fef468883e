import { toastPromise } from '../../common/toastPromise';
import { studentName } from '../../students/studentName';
import type { BulkRun } from './bulkRun';
import { stepInProgress, summaryLine, undoPromise } from './bulkTexts';
import type { BulkOutcome, BulkRequest } from '../../outbox/runBulk';

/** A step in which the server refused or lost at least one record. */
class BulkFailure extends Error {
  constructor(readonly outcomes: BulkOutcome[]) {
    super('bulk failure');
  }
}

const failedOf = (outcomes: BulkOutcome[]) => outcomes.filter((o) => o.status === 'failed');

/**
 * The toast of one step of a bulk run: loading while it runs, then the summary, an error
 * toast as soon as one record failed (naming the first failure). After decisions the
 * server accepted, the success toast offers « Annuler ».
 */
export const announceBulkStep = (
  run: BulkRun,
  request: BulkRequest,
  step: Promise<BulkOutcome[]>,
): void => {
  const checked = step.then((outcomes) => {
    if (failedOf(outcomes).length > 0) throw new BulkFailure(outcomes);
    return outcomes;
  });
  void toastPromise(checked, {
    loading: stepInProgress(request.state, request.students.length),
    success: (outcomes) => {
      const accepted = outcomes.filter((o) => o.status === 'ok').length;
      const undoable = request.state !== 'pending' && accepted > 0;
      return {
        message: summaryLine(outcomes, request.state),
        description: undoable ? undoPromise(accepted) : undefined,
        action: undoable ? { label: 'Annuler', onClick: () => void run.undo() } : undefined,
      };
    },
    error: (error) => {
      if (!(error instanceof BulkFailure)) return 'Une erreur inattendue est survenue.';
      const [first, ...others] = failedOf(error.outcomes);
      return {
        message: summaryLine(error.outcomes, request.state),
        description: `${studentName(first.student)} (${first.student.student_idNumber}) : ${first.message}${others.length > 0 ? ` Et ${others.length} autre${others.length > 1 ? 's' : ''}.` : ''}`,
      };
    },
  }).catch(() => undefined);
};
