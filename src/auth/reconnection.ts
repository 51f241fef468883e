import { createStore } from '../common/createStore';

/**
 * What autologin is going through when the server does not answer: waiting before retry
 * `retry` of `retries`, or given up ('Connexion perdue', before the way back to /login).
 */
export type Reconnection =
  | { state: 'reconnecting'; retry: number; retries: number; delayMs: number }
  | { state: 'lost' }
  | null;

export const reconnection = createStore<Reconnection>(null);
