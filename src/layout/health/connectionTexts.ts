import { decisionsCount, pendingTitle } from '../../outbox/texts';
import type { ConnectionStatus } from './useConnectionStatus';

/**
 * The one message of the connection banner: the connection's state and the outbox's, said
 * together so that they never contradict each other. Decisions are kept and sent later;
 * every other save fails until the server answers.
 */
export interface ConnectionMessage {
  title: string;
  text: string;
  /** The server or the network is missing (not only decisions without an answer). */
  down: boolean;
}

const kept = (waiting: number, when: string): string => {
  if (waiting === 0)
    return `Les décisions de validation que vous prenez sont gardées dans ce navigateur et seront envoyées ${when}.`;
  const many = waiting > 1;
  return `${decisionsCount(waiting)} en attente d’envoi : ${many ? 'elles sont gardées' : 'elle est gardée'} dans ce navigateur et ${many ? 'seront envoyées' : 'sera envoyée'} ${when}.`;
};

const OTHERS_FAIL =
  'Les autres enregistrements échoueront d’ici là, et les données affichées peuvent ne pas être à jour.';

/** What the banner says, or null when all is well. */
export const connectionMessage = (
  status: ConnectionStatus,
  waiting: number,
): ConnectionMessage | null => {
  if (status === 'offline')
    return {
      title: 'Hors ligne : cet ordinateur n’a plus de réseau',
      text: `${kept(waiting, 'dès le retour du réseau')} ${OTHERS_FAIL}`,
      down: true,
    };
  if (status === 'unreachable')
    return {
      title: 'Serveur injoignable',
      text: `${kept(waiting, 'dès qu’il répondra')} ${OTHERS_FAIL} Nouvelle tentative toutes les 30 secondes.`,
      down: true,
    };
  if (waiting === 0) return null;
  return {
    title: pendingTitle(waiting),
    text: `Le serveur n’a pas répondu : ${waiting > 1 ? 'elles sont gardées' : 'elle est gardée'} dans ce navigateur et ${waiting > 1 ? 'seront envoyées' : 'sera envoyée'} automatiquement.`,
    down: false,
  };
};

export const BACK_ONLINE_TITLE = 'Connexion rétablie';
export const backOnlineText = (hadWaiting: boolean): string =>
  hadWaiting
    ? 'Les décisions en attente ont été envoyées. Tout fonctionne de nouveau.'
    : 'Tout fonctionne de nouveau.';
