import { useEffect, useState } from 'react';
import { endSession, userOfStoredToken } from '../auth/session';

/** The name of the stored token's user; null when the server cannot say; undefined while asking. */
export type ConnectedUser = string | null | undefined;

/**
 * Who the session open in this browser belongs to (GET /api/auth/me). A token the server
 * refuses opens no session: it is forgotten, and the login form comes back.
 */
export const useConnectedUser = (token: string): ConnectedUser => {
  const [answer, setAnswer] = useState<{ token: string; name: string | null }>();
  useEffect(() => {
    let current = true;
    userOfStoredToken().then(
      (user) => {
        if (!current) return;
        if (user) setAnswer({ token, name: user.login_name });
        else endSession();
      },
      () => current && setAnswer({ token, name: null }),
    );
    return () => {
      current = false;
    };
  }, [token]);
  return answer?.token === token ? answer.name : undefined;
};
