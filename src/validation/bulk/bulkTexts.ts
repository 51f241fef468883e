import type { ValidationState } from '../../api/types';
import { formatCount } from '../../students/format';
import type { Target } from '../../decision/labels';
import type { BulkOutcome } from '../../outbox/runBulk';
import { RECENT_TITLE, UNDO_WINDOW_MINUTES } from '../../recentDecisions/types';

/** The most « Tout sélectionner » selects: the first records of the list, in its order. */
export const BULK_SELECT_LIMIT = 250;

export { UNDO_WINDOW_MINUTES };

/** Where the promise of « pendant 15 minutes » is kept (src/recentDecisions). */
export const UNDO_WHERE = `depuis « ${RECENT_TITLE} »`;

/** The promise, as the result of a bulk decision makes it. */
export const undoPromise = (accepted: number) =>
  accepted > 1
    ? `Vous pouvez annuler ces décisions pendant ${UNDO_WINDOW_MINUTES} minutes, ici ou ${UNDO_WHERE} : les élèves reviennent en attente.`
    : `Vous pouvez annuler cette décision pendant ${UNDO_WINDOW_MINUTES} minutes, ici ou ${UNDO_WHERE} : l’élève revient en attente.`;

export const count = (n: number, one: string, many: string) =>
  `${formatCount(n)} ${n > 1 ? many : one}`;

export const students = (n: number) => count(n, 'élève', 'élèves');

const DONE: Record<ValidationState, [string, string]> = {
  validated: ['élève validé', 'élèves validés'],
  rejected: ['élève rejeté', 'élèves rejetés'],
  pending: ['élève remis en attente', 'élèves remis en attente'],
};

/** « 3 élèves validés », « 1 élève remis en attente »... */
export const studentsDone = (state: ValidationState, n: number) => count(n, ...DONE[state]);

/** What a run is doing, said while it runs (the loading toast). */
export const stepInProgress = (state: ValidationState, n: number) =>
  state === 'pending'
    ? `Annulation de ${count(n, 'décision', 'décisions')}…`
    : `${state === 'validated' ? 'Validation' : 'Rejet'} de ${students(n)}…`;

/** « 2 élèves validés, 1 échec, 2 non envoyés (annulé). » */
export const summaryLine = (outcomes: BulkOutcome[], state: ValidationState) => {
  const ok = outcomes.filter((o) => o.status === 'ok').length;
  const failed = outcomes.filter((o) => o.status === 'failed').length;
  const cancelled = outcomes.filter((o) => o.status === 'cancelled').length;
  return [
    studentsDone(state, ok),
    failed > 0 && count(failed, 'échec', 'échecs'),
    cancelled > 0 && `${count(cancelled, 'non envoyé', 'non envoyés')} (annulé)`,
  ]
    .filter(Boolean)
    .join(', ')
    .concat('.');
};

/** What the confirmation of a bulk validation says will happen, and for how long it can be undone. */
export const validationWarning = (target: Target, n: number) =>
  `${n > 1 ? `Chacun des ${students(n)}` : 'L’élève'} recevra la décision « Validé » sur ${target === 'photo' ? 'sa photo' : 'ses données'}. Vous pourrez l’annuler pendant ${UNDO_WINDOW_MINUTES} minutes, ${UNDO_WHERE}.`;

/** The confirmation's warning: how many selected records break the validation rules. */
export const rulesWarning = (breaking: number) =>
  breaking > 1
    ? `${students(breaking)} de la sélection ne respectent pas toutes les règles de validation (colonne « Règles non respectées »).`
    : '1 élève de la sélection ne respecte pas toutes les règles de validation (colonne « Règles non respectées »).';

/** The choice offered beside that warning. */
export const leaveOutLabel = (breaking: number) =>
  breaking > 1
    ? `Les laisser de côté : ils restent sélectionnés, sans décision`
    : `Le laisser de côté : il reste sélectionné, sans décision`;

/** Said when a bulk decision leaves out the records other controllers hold (issue 35). */
export const leasedElsewhereNotice = (n: number) =>
  n > 1
    ? `${students(n)} réservés par un autre contrôleur ont été laissés de côté`
    : '1 élève réservé par un autre contrôleur a été laissé de côté';
