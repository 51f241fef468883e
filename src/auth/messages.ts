/** Spec section 8: the session's toasts, word for word, and their durations (section 9). */
export const LOGIN_ERROR_TITLE = "Erreur d'authentification";
export const LOGIN_ERROR_DURATION = 4000;

export const SESSION_EXPIRED_TITLE = 'Session expirée';
export const SESSION_EXPIRED_STATUS =
  'Attention votre connexion a expiré, merci de vous reconnecter';
export const SESSION_EXPIRED_ERROR =
  'Attention votre connexion a expiré, veuillez vous reconnecter';

export const CONNECTION_LOST_TITLE = 'Connexion perdue';
export const CONNECTION_LOST_TEXT =
  'Impossible de se connecter au serveur après plusieurs tentatives. Veuillez vous reconnecter.';

export const SESSION_TOAST_DURATION = 8000;

/** Token refresh every 2 minutes; on network errors, 3 retries 10 seconds apart. */
export const REFRESH_INTERVAL_MS = 2 * 60 * 1000;
export const REFRESH_RETRIES = 3;
export const REFRESH_RETRY_DELAY_MS = 10 * 1000;
