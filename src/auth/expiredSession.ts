import { getSession, endSession } from './clientSession';
import { reloadAtLogin } from './loginRedirect';
import { SESSION_EXPIRED_STATUS, SESSION_EXPIRED_TITLE } from './messages';
import { endSessionWithToast, toastSessionError } from './sessionEnd';

/**
 * /login, loaded afresh; unless the user is there already (what they type must stay) or a
 * new session has started meanwhile (another tab logged in).
 */
const leaveForLogin = (): void => {
  if (getSession().isLoggedIn || window.location.pathname === '/login') return;
  reloadAtLogin();
};

/**
 * A call answered 401: the server no longer accepts the token. As a refresh answered with a
 * status that is not ok (spec sections 4 and 8): the session ends at once, 'Session expirée'
 * stays 8 s, then /login, loaded afresh. Once, however many calls fail together: the calls
 * that follow find the session already ended.
 */
export const expireSession = (): void => {
  if (!getSession().isLoggedIn) return;
  endSessionWithToast(
    { endSession, notifyError: toastSessionError, goToLogin: leaveForLogin },
    SESSION_EXPIRED_TITLE,
    SESSION_EXPIRED_STATUS,
    true,
  );
};
