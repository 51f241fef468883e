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
 * A token stored 2 minutes ago or more is refreshed at once (issue 34: a user who reloads
 * more often than every 2 minutes is refreshed at every other load, at worst); a younger one,
 * 2 minutes from now, as the spec's loop does. Not at the younger token's own 2 minutes: a tab
 * opened beside another would refresh at the same instant as that tab, twice for one session.
 * When that time is unknown (a token stored by an older version), 2 minutes from now.
 */
const firstRefreshInMs = (): number => {
  const storedAt = tokenStorage.storedAt() ?? Date.now();
  return Date.now() - storedAt >= REFRESH_INTERVAL_MS ? 0 : REFRESH_INTERVAL_MS;
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
