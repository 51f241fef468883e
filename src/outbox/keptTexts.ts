import type { RefusalReason } from './sealedOutbox';
import { decisionsCount } from './texts';

/** The French texts of what the outbox finds kept in this browser (sealedOutbox.ts). */
const REASON_TEXT: Record<Exclude<RefusalReason, 'expired'>, [one: string, many: string]> = {
  shape: ['elle est illisible', 'elles sont illisibles'],
  seal: [
    'elle a été modifiée ou n’a pas été enregistrée par vous',
    'elles ont été modifiées ou n’ont pas été enregistrées par vous',
  ],
  otherUser: ['elle est celle d’un autre utilisateur', 'elles sont celles d’un autre utilisateur'],
  future: ['elle est datée dans le futur', 'elles sont datées dans le futur'],
};

/** « 2 décisions gardées dans ce navigateur ont été écartées sans être envoyées : elles … » */
export const refusalText = (reason: Exclude<RefusalReason, 'expired'>, count: number): string => {
  const [one, many] = REASON_TEXT[reason];
  return `${decisionsCount(count)} gardée${count > 1 ? 's' : ''} dans ce navigateur ${count > 1 ? 'ont été écartées' : 'a été écartée'} sans être envoyée${count > 1 ? 's' : ''} : ${count > 1 ? many : one}.`;
};

export const KEYLESS_TEXT =
  'Ce navigateur ne peut pas chiffrer ce qu’il garde pour vous pendant cette séance : vos décisions en attente d’envoi et vos saisies non enregistrées seront perdues si la page est fermée ou rechargée.';

export const confirmTitle = (count: number): string =>
  `${decisionsCount(count)} de votre dernière séance ${count > 1 ? 'attendent' : 'attend'} d’être envoyée${count > 1 ? 's' : ''}`;

export const CONFIRM_EXPLANATION =
  'Elles n’ont pas été envoyées avant la fin de votre séance. Vérifiez-les : rien n’est envoyé sans votre accord.';

export const droppedText = (count: number): string =>
  `${decisionsCount(count)} de votre dernière séance ${count > 1 ? 'ont été abandonnées' : 'a été abandonnée'}.`;

/** After an F5: this session's decisions that were waiting go out again by themselves. */
export const reloadedText = (count: number): string =>
  `${decisionsCount(count)} en attente avant le rechargement de la page : envoi en cours.`;

export const reloadedSentText = (count: number): string =>
  `${decisionsCount(count)} en attente avant le rechargement ${count > 1 ? 'ont été envoyées' : 'a été envoyée'}.`;
