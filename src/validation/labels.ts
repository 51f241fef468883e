import type { StudentValidation, ValidationState } from '../api/types';

export type Target = StudentValidation['validation_target'];
/** What a controller decides: validate or reject (pending only undoes a decision). */
export type Verdict = Exclude<ValidationState, 'pending'>;

export const TARGET_LABELS: Record<Target, string> = { data: 'Données', photo: 'Photo' };

export const VERDICT_LABELS: Record<Verdict, string> = { validated: 'Validé', rejected: 'Rejeté' };

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
