import { useState, type ReactNode } from 'react';
import { useLogout } from 'react-admin';
import { decisionOutbox } from './decisionOutbox';
import LogoutDialog from './LogoutDialog';

/**
 * react-admin's logout, asked first when decisions wait in the outbox (LogoutDialog).
 * Render `dialog` beside the menu entry that calls `logout`.
 */
export const useGuardedLogout = (): { logout: () => void; dialog: ReactNode } => {
  const logout = useLogout();
  const [asking, setAsking] = useState(false);
  const leave = () => {
    setAsking(false);
    void logout();
  };
  return {
    logout: () => {
      if (decisionOutbox.getSnapshot().pending.length > 0) setAsking(true);
      else void logout();
    },
    dialog: asking ? <LogoutDialog onLogout={leave} onClose={() => setAsking(false)} /> : null,
  };
};
