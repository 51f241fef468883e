import { toast } from 'sonner';
import { getCurrentUser, markLeavingForLogin } from './clientSession';
import { rememberReturnPage } from './returnPage';
import { SESSION_TOAST_DURATION } from './messages';

export interface SessionEndDeps {
  /** Marks the session logged out (token and user forgotten). */
  endSession: () => void;
  notifyError: (title: string, description: string, duration: number) => void;
  /** Goes to /login, reloading the page when asked. */
  goToLogin: (reload: boolean) => void;
}

/**
 * Spec section 8: the session is marked logged out at once, its toast stays 8 s, then the
 * user goes to /login (the page reloading when asked). The page left is remembered for that
 * user's next login (returnPage.ts).
 */
export const endSessionWithToast = (
  deps: SessionEndDeps,
  title: string,
  description: string,
  reload: boolean,
): void => {
  const user = getCurrentUser();
  if (user) rememberReturnPage(user.login_name, window.location.pathname + window.location.search);
  deps.endSession();
  markLeavingForLogin(true);
  deps.notifyError(title, description, SESSION_TOAST_DURATION);
  setTimeout(() => {
    markLeavingForLogin(false);
    deps.goToLogin(reload);
  }, SESSION_TOAST_DURATION);
};

/** The session errors' toasts (spec section 8). */
export const toastSessionError = (title: string, description: string, duration: number): void => {
  toast.error(title, { description, duration });
};
