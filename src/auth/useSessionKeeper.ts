import { useEffect, useRef } from 'react';
import { useLogout } from 'react-admin';
import { callAuth } from '../api/authCalls';
import { tokenStorage } from '../api/token';
import { rememberFollowedSession, useFollowedSessionNotice } from './followedSession';
import { REFRESH_INTERVAL_MS } from './messages';
import { startRefreshLoop } from './refreshLoop';
import { reloadAtLogin, reloadPage } from './loginRedirect';
import { watchOtherTabs } from './otherTabs';
import { endSession, getCurrentUser, saveToken, userOfStoredToken } from './session';
import { toastSessionError } from './sessionEnd';

/**
 * The stored token's refresh is due 2 minutes after it was stored (issue 34): at once on a
 * page loaded later than that. When that time is unknown (a token stored by an older version),
 * 2 minutes from now.
 */
const firstRefreshInMs = (): number => {
  const storedAt = tokenStorage.storedAt() ?? Date.now();
  return Math.min(REFRESH_INTERVAL_MS, Math.max(0, storedAt + REFRESH_INTERVAL_MS - Date.now()));
};

/**
 * Keeps the session of a logged-in tab alive and in step with the other tabs: the 2-minute
 * token refresh; a logout in another tab logs this one out; another user's login in another
 * tab reloads this one into that session, which says so once reloaded. Mounted once, in the
 * default layout, so it never runs on /login.
 */
export const useSessionKeeper = (): void => {
  useFollowedSessionNotice();
  const logout = useLogout();
  // Held in a ref: the loop must not restart when the hook's callbacks change.
  const actions = useRef({ logout });
  useEffect(() => {
    actions.current = { logout };
  });

  useEffect(() => {
    const loop = startRefreshLoop({
      refresh: () => callAuth('auth.refresh'),
      saveToken,
      storedToken: tokenStorage.get,
      firstRefreshInMs: firstRefreshInMs(),
      endSession,
      notifyError: toastSessionError,
      // Without a reload, react-admin's logout empties its store and its query cache.
      goToLogin: (reload) => (reload ? reloadAtLogin() : void actions.current.logout()),
    });
    const stopWatching = watchOtherTabs({
      currentUserId: () => getCurrentUser()?.login_id ?? null,
      userOfStoredToken,
      onLoggedOut: () => void actions.current.logout(),
      onUserChanged: (user) => {
        loop.stop();
        endSession({ keepToken: true });
        rememberFollowedSession(user.login_name);
        reloadPage();
      },
    });
    return () => {
      loop.stop();
      stopWatching();
    };
  }, []);
};
