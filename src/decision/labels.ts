import type { StudentValidation, ValidationState } from '../api/types';

export type Target = StudentValidation['validation_target'];
/** What a controller decides: validate or reject (pending only undoes a decision). */
export type Verdict = Exclude<ValidationState, 'pending'>;

export const TARGET_LABELS: Record<Target, string> = { data: 'Données', photo: 'Photo' };

export const VERDICT_LABELS: Record<Verdict, string> = { validated: 'Validé', rejected: 'Rejeté' };

/**
 * Outside the queue a page shows data and photo together: its buttons and toasts name what
 * they decide (« Valider les données », « Photo validée : … »).
 */
export const DECIDE_LABELS: Record<Target, Record<Verdict, string>> = {
  data: { validated: 'Valider les données', rejected: 'Rejeter les données' },
  photo: { validated: 'Valider la photo', rejected: 'Rejeter la photo' },
};

export const DECIDED_LABELS: Record<Target, Record<Verdict, string>> = {
  data: { validated: 'Données validées', rejected: 'Données rejetées' },
  photo: { validated: 'Photo validée', rejected: 'Photo rejetée' },
};

/** « Décision annulée : … » of a decision undone outside the queue. */
export const backToPending = (target: Target, name: string) =>
  target === 'data'
    ? `les données de ${name} sont de nouveau en attente`
    : `la photo de ${name} est de nouveau en attente`;

/** A decision as the history shows it; pending there means a decision undone. */
export const DECISION_LABELS: Record<ValidationState, string> = {
  validated: 'Validé',
  rejected: 'Rejeté',
  pending: 'Annulé (remis en attente)',
};

/** The single keys of the review, shown on the buttons and listed by '?'. */
export const KEYS = {
  validate: 'V',
  reject: 'R',
  skip: 'P',
  zoom: 'Z',
} as const;

export const UNDO_LABEL = 'Annuler la dernière décision';

/** Said once per sitting when a record turns out to be decided by someone else. */
export const TAKEN_ELSEWHERE =
  'Les élèves déjà traités par un autre contrôleur sont retirés de la file automatiquement.';
