import { decisionsCount, pendingTitle } from '../../outbox/texts';
import type { ConnectionStatus } from './useConnectionStatus';

/**
 * The one message of the connection banner: the connection's state and the outbox's, said
 * together so that they never contradict each other. Decisions are kept and sent later;
 * every other save fails until the server answers. Titles are the header dot's words.
 */
export interface ConnectionMessage {
  title: string;
  text: string;
  /** The server or the network is missing (not only decisions without an answer). */
  down: boolean;
}

const kept = (waiting: number): string => {
  if (waiting === 0)
    return 'Les décisions que vous prenez sont gardées dans ce navigateur et seront envoyées dès que le serveur répondra.';
  const [gardees, envoyees] = waiting > 1 ? ['gardées', 'envoyées'] : ['gardée', 'envoyée'];
  return `${decisionsCount(waiting)} en attente d’envoi, ${gardees} dans ce navigateur : ${envoyees} dès que le serveur répondra.`;
};

const OTHERS_FAIL = 'Les autres enregistrements échoueront d’ici là.';

/** What the banner says, or null when all is well. */
export const connectionMessage = (
  status: ConnectionStatus,
  waiting: number,
): ConnectionMessage | null => {
  if (status === 'offline')
    return {
      title: 'Hors ligne : pas de réseau sur cet ordinateur',
      text: `${kept(waiting)} ${OTHERS_FAIL}`,
      down: true,
    };
  if (status === 'unreachable')
    return {
      title: 'Serveur injoignable',
      text: `${kept(waiting)} ${OTHERS_FAIL} Nouvelle tentative toutes les 30 secondes.`,
      down: true,
    };
  if (waiting === 0) return null;
  return {
    title: pendingTitle(waiting),
    text: `Pas de réponse du serveur : ${waiting > 1 ? 'elles sont gardées' : 'elle est gardée'} dans ce navigateur et ${waiting > 1 ? 'seront envoyées' : 'sera envoyée'} automatiquement.`,
    down: false,
  };
};

export const BACK_ONLINE_TITLE = 'Connexion rétablie';
export const backOnlineText = (hadWaiting: boolean): string =>
  hadWaiting ? 'Les décisions en attente ont été envoyées.' : 'Tout fonctionne de nouveau.';
