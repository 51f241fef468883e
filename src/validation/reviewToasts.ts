import { toast, type ExternalToast } from 'sonner';
import { studentName } from '../students/studentName';
import { TAKEN_ELSEWHERE, UNDO_LABEL, VERDICT_LABELS } from './labels';
import type { SessionEvent } from './reviewSession';
import { answeredInPlace } from '../layout/toastActions';

/** The one toast that names the last decision and offers to undo it. */
const LAST_DECISION = 'validation-last-decision';

/**
 * The review's messages. They show at the top of the screen, over the app bar and the
 * progress, never over the record or the decision bar at the bottom. A record's newer message
 * replaces its older one: a decision that fails turns its « Validé » into the error.
 */
export const reviewToasts = (undo: () => void) => {
  let lastDecisionOf: string | null = null;
  let toldTaken = false;
  const place = (idNumber: string): ExternalToast => {
    const id = lastDecisionOf === idNumber ? LAST_DECISION : `validation-${idNumber}`;
    if (id === LAST_DECISION) lastDecisionOf = null;
    return { id, position: 'top-center' };
  };
  const notify = (event: SessionEvent) => {
    const name = studentName(event.student);
    const idNumber = event.student.student_idNumber;
    switch (event.type) {
      case 'decided':
        toast.dismiss(`validation-${idNumber}`);
        lastDecisionOf = idNumber;
        toast.success(`${VERDICT_LABELS[event.verdict]} : ${name}`, {
          id: LAST_DECISION,
          position: 'top-center',
          description: undefined,
          action: answeredInPlace(UNDO_LABEL, undo),
        });
        break;
      case 'undone':
        toast.info(`Décision annulée : ${name} revient à l’écran.`, {
          ...place(idNumber),
          action: undefined,
        });
        break;
      case 'failed':
        toast.error(`Décision non enregistrée : ${name}`, {
          ...place(idNumber),
          description: `${event.message} L’élève revient dans la file.`,
          action: undefined,
        });
        break;
      case 'undoFailed':
        toast.error(`Annulation impossible : ${name}`, {
          ...place(idNumber),
          description: event.message,
          action: undefined,
        });
        break;
      case 'waiting':
        // Said once for all of them by the outbox's banner and the header.
        break;
      case 'takenElsewhere':
        // Another controller decided first: its « Validé : … — Annuler » is not true.
        if (lastDecisionOf === idNumber) toast.dismiss(place(idNumber).id);
        if (toldTaken) break;
        toldTaken = true;
        toast.info(event.message, {
          position: 'top-center',
          description: TAKEN_ELSEWHERE,
          duration: 8000,
        });
        break;
    }
  };
  return { notify };
};
