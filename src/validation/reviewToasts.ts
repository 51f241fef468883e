import { toast, type ExternalToast } from 'sonner';
import { WAITING_DESCRIPTION } from '../outbox/texts';
import { studentName } from '../students/studentName';
import { TAKEN_ELSEWHERE, UNDO_LABEL, VERDICT_LABELS, type Verdict } from '../decision/labels';
import type { SessionEvent } from './reviewSession';
import { answeredInPlace } from '../common/toastActions';
import { MOBILE_QUERY } from '../constants/sidebar';

/** The one toast that names the last decision and offers to undo it. */
const LAST_DECISION = 'validation-last-decision';

/** A decision not yet recorded, named by what it does: « Rejet en attente d’envoi : … ». */
const UNRECORDED_LABELS: Record<Verdict, string> = { validated: 'Validation', rejected: 'Rejet' };

/**
 * Closes the toast `id` if it is on screen. sonner keeps every id it is asked to dismiss until
 * that toast leaves its history: one never shown never would, one string per decision all day.
 */
const dismissShown = (id: string) => {
  if (toast.getToasts().some((shown) => shown.id === id)) toast.dismiss(id);
};

/**
 * Where the review's messages show. A wide screen has its decision bar above the record: they
 * show at the top, over the app bar. On a phone the top holds the menu button and the
 * progress, and the decision bar is stuck to the bottom: they rise from the bottom, above the
 * bar (AppToaster keeps `data-toast-clearance` bars clear), over the record's lower edge.
 */
const position = (): ExternalToast['position'] =>
  globalThis.matchMedia?.(MOBILE_QUERY).matches ? 'bottom-center' : 'top-center';

/**
 * The review's messages, placed by `position`: never over the decision bar. A record's newer message
 * replaces its older one. The last decision's toast says where it stands: « en cours
 * d’envoi », then the green « Validé » only once the server recorded it, or « en attente
 * d’envoi » while no answer comes; a decision that fails turns it into the error.
 */
export const reviewToasts = (undo: () => void) => {
  let lastDecisionOf: string | null = null;
  let lastVerdict: Verdict = 'validated';
  // The last decision's toast is still on screen (not closed, not timed out): it is updated
  // in place; once gone, a late answer does not bring it back.
  let lastShown = false;
  let toldTaken = false;
  const place = (idNumber: string): ExternalToast => {
    const id = lastDecisionOf === idNumber ? LAST_DECISION : `validation-${idNumber}`;
    if (id === LAST_DECISION) lastDecisionOf = null;
    return { id, position: position() };
  };
  const lastDecision = (description?: string): ExternalToast => ({
    id: LAST_DECISION,
    position: position(),
    description,
    action: answeredInPlace(UNDO_LABEL, undo),
    onDismiss: () => (lastShown = false),
    onAutoClose: () => (lastShown = false),
  });
  const isLastShown = (idNumber: string) => lastDecisionOf === idNumber && lastShown;
  const notify = (event: SessionEvent) => {
    const name = studentName(event.student);
    const idNumber = event.student.student_idNumber;
    switch (event.type) {
      case 'decided':
        dismissShown(`validation-${idNumber}`);
        lastDecisionOf = idNumber;
        lastVerdict = event.verdict;
        lastShown = true;
        // A plain toast, not sonner's loading one: that one cannot be closed.
        toast(`${UNRECORDED_LABELS[event.verdict]} en cours d’envoi : ${name}`, lastDecision());
        break;
      case 'recorded':
        if (!isLastShown(idNumber)) break;
        toast.success(`${VERDICT_LABELS[event.verdict]} : ${name}`, lastDecision());
        break;
      case 'waiting':
        // Said for all of them by the banner and the header; here for the last one.
        if (!isLastShown(idNumber)) break;
        toast.warning(
          `${UNRECORDED_LABELS[lastVerdict]} en attente d’envoi : ${name}`,
          lastDecision(WAITING_DESCRIPTION),
        );
        break;
      case 'undone':
        toast.info(`Décision annulée : ${name} revient à l’écran.`, {
          ...place(idNumber),
          action: undefined,
          description: undefined,
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
      case 'takenElsewhere':
        // Another controller decided first: its « Validé : … — Annuler » is not true.
        if (lastDecisionOf === idNumber) {
          lastDecisionOf = null;
          dismissShown(LAST_DECISION);
        }
        if (toldTaken) break;
        toldTaken = true;
        toast.info(event.message, {
          position: position(),
          description: TAKEN_ELSEWHERE,
          duration: 8000,
        });
        break;
    }
  };
  return { notify };
};
