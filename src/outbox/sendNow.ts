import { decisionOutbox } from './decisionOutbox';
import { OFFLINE_SEND_TEXT } from './texts';

/**
 * « Envoyer maintenant »: what waits is tried at once. When the browser knows it has no
 * network, nothing is tried and the message to show at once is returned instead.
 */
export const sendNowOrExplain = (): string | null => {
  if (!navigator.onLine) return OFFLINE_SEND_TEXT;
  decisionOutbox.sendNow();
  return null;
};
