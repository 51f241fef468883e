import { useEffect, useRef } from 'react';
import { useLogout } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { callEndpoint } from '../api/http';
import { TOKEN_KEY } from '../api/token';
import { startRefreshLoop } from './refreshLoop';
import { reloadAtLogin } from './loginRedirect';
import { endSession, saveToken } from './session';
import { toastSessionError } from './sessionEnd';

/**
 * Keeps the session of a logged-in tab alive: the 2-minute token refresh, and a logout
 * done in another tab (the token disappears from localStorage) ends this one too.
 * Mounted once, in the default layout, so it never runs on /login.
 */
export const useSessionKeeper = (): void => {
  const navigate = useNavigate();
  const logout = useLogout();
  // Held in a ref: navigate changes on every location change, and the loop must not restart.
  const actions = useRef({ navigate, logout });
  useEffect(() => {
    actions.current = { navigate, logout };
  });

  useEffect(() => {
    const loop = startRefreshLoop({
      refresh: () => callEndpoint('auth.refresh'),
      saveToken,
      endSession,
      notifyError: toastSessionError,
      goToLogin: (reload) => (reload ? reloadAtLogin() : actions.current.navigate('/login')),
    });
    const onStorage = (event: StorageEvent) => {
      if (event.key === TOKEN_KEY && event.newValue === null) void actions.current.logout();
    };
    window.addEventListener('storage', onStorage);
    return () => {
      loop.stop();
      window.removeEventListener('storage', onStorage);
    };
  }, []);
};
