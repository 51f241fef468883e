import type { PendingDecision } from './types';
import { isWaiting } from './pendingState';

const TIME = new Intl.DateTimeFormat('fr-FR', { timeStyle: 'short' });
const DAY = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'short', timeStyle: 'short' });

const DECISION = {
  data: {
    validated: 'Données validées',
    rejected: 'Données rejetées',
    pending: 'Décision annulée',
  },
  photo: { validated: 'Photo validée', rejected: 'Photo rejetée', pending: 'Décision annulée' },
} as const;

/** « Aya Kouassi » when the name is known in this page, else « Élève 12345678A ». */
export const studentOf = ({ label, payload }: PendingDecision): string =>
  label ?? `Élève ${payload.student_idNumber}`;

export const decisionOf = ({ payload }: PendingDecision): string =>
  DECISION[payload.validation_target][payload.validation_state];

/** « Données rejetées — motif : Photo floue », the reason only when one was typed. */
export const decisionWithReasonOf = (decision: PendingDecision): string => {
  const reason = decision.payload.validation_comment.trim();
  const what = decisionOf(decision);
  return reason && decision.payload.validation_state !== 'pending'
    ? `${what} — motif : ${reason}`
    : what;
};

/** Where its sending stands: no answer yet (« en attente d’envoi »), or on its way. */
export const sendStateOf = (decision: PendingDecision, offline: boolean): string =>
  isWaiting(decision, offline)
    ? 'en attente d’envoi (pas de réponse du serveur)'
    : 'en cours d’envoi';

/** « depuis 14:32 », or with the day when it was not today. */
export const sinceOf = ({ createdAt }: PendingDecision, now = Date.now()): string => {
  const sameDay = new Date(createdAt).toDateString() === new Date(now).toDateString();
  return `depuis ${sameDay ? TIME.format(createdAt) : DAY.format(createdAt)}`;
};
