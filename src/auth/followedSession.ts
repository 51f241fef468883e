import { useEffect } from 'react';
import { toast } from 'sonner';
import { SESSION_TOAST_DURATION } from './messages';
import { getCurrentUser } from './session';

/** Per tab (sessionStorage): it must cross this tab's reload, and only this tab's. */
const FOLLOWED_SESSION_KEY = 'followed-session';

export const followedSessionMessage = (login: string) =>
  `Session de ${login} ouverte dans un autre onglet : cet onglet l’a suivie.`;

/** Before the reload into `login`'s session that another tab opened. */
export const rememberFollowedSession = (login: string): void => {
  try {
    sessionStorage.setItem(FOLLOWED_SESSION_KEY, login);
  } catch {
    // Storage refused (private mode quota...): the tab follows without the notice.
  }
};

const takeFollowedSession = (): string | null => {
  try {
    const login = sessionStorage.getItem(FOLLOWED_SESSION_KEY);
    sessionStorage.removeItem(FOLLOWED_SESSION_KEY);
    return login;
  } catch {
    return null;
  }
};

/**
 * After the reload: says once why the tab changed user. Only when the tab did open that
 * user's session: a reload that ended elsewhere (another change meanwhile, /login) says nothing.
 */
export const useFollowedSessionNotice = (): void => {
  useEffect(() => {
    const login = takeFollowedSession();
    if (login && login === getCurrentUser()?.login_name) {
      toast.info(followedSessionMessage(login), {
        id: FOLLOWED_SESSION_KEY,
        duration: SESSION_TOAST_DURATION,
      });
    }
  }, []);
};
