/** The outbox's French texts, shared by the header, the banner and the toasts. */
export const decisionsCount = (count: number): string => `${count} décision${count > 1 ? 's' : ''}`;

export const pendingTitle = (count: number): string =>
  `${decisionsCount(count)} en attente d’envoi`;

export const sendingTitle = (count: number): string => `${decisionsCount(count)} en cours d’envoi`;

/** The header's words: only the decisions that got no answer are « en attente d’envoi ». */
export const pendingCountTitle = ({ waiting, sending }: { waiting: number; sending: number }) => {
  if (waiting === 0) return sendingTitle(sending);
  return sending > 0 ? `${pendingTitle(waiting)}, ${sending} en cours` : pendingTitle(waiting);
};

export const PENDING_EXPLANATION =
  'Le serveur ne répond pas : elles sont gardées dans ce navigateur et seront envoyées automatiquement dès le retour du réseau.';

/** Under the title of a toast whose decision got no answer yet. */
export const WAITING_DESCRIPTION =
  'Pas de réponse du serveur : la décision est gardée dans ce navigateur et partira dès qu’il répondra.';

/** « Envoyer maintenant » while the browser knows it has no network: said at once. */
export const OFFLINE_SEND_TEXT =
  'Vous êtes hors ligne : rien ne peut être envoyé maintenant. Les décisions partiront d’elles-mêmes dès le retour du réseau.';

export const resumedText = (count: number): string =>
  `${decisionsCount(count)} de votre dernière séance ${count > 1 ? 'étaient' : 'était'} en attente : envoi en cours.`;

export const sentText = (count: number): string =>
  `${decisionsCount(count)} de votre dernière séance ${count > 1 ? 'ont été envoyées' : 'a été envoyée'}.`;

export const expiredText = (count: number): string =>
  `${decisionsCount(count)} de plus de 24 h ${count > 1 ? 'n’ont pas été envoyées et ont été supprimées' : 'n’a pas été envoyée et a été supprimée'}.`;

export const VERDICT_TEXT = {
  validated: 'Validée',
  rejected: 'Rejetée',
  pending: 'Annulée',
} as const;
export const TARGET_TEXT = { data: 'données', photo: 'photo' } as const;
