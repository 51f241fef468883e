import { TOKEN_KEY, tokenStorage } from '../api/token';

/** The user whose login another tab made. */
export interface FollowedUser {
  login_id: number;
  login_name: string;
}

export interface OtherTabsDeps {
  /** The user of this tab's session. */
  currentUserId: () => number | null;
  /** Whose session the stored token opens: null when the server refuses it. */
  userOfStoredToken: () => Promise<FollowedUser | null>;
  /** Another tab logged out: the token is gone. */
  onLoggedOut: () => void;
  /** Another user logged in in another tab: their token replaced this tab's. */
  onUserChanged: (user: FollowedUser) => void;
}

/**
 * One user per browser: the tabs share the token (localStorage), so a tab follows what
 * another does with it. A removed token logs this tab out. A replaced token is either a
 * refresh of the same session (nothing to do) or another user's login: the server says
 * whose it is. When it cannot say (network), the tab goes on: its next refresh decides.
 */
export const watchOtherTabs = (deps: OtherTabsDeps): (() => void) => {
  let latestCheck = 0;
  const onStorage = (event: StorageEvent) => {
    // A null key: another tab cleared the whole localStorage.
    if (event.key !== TOKEN_KEY && event.key !== null) return;
    const token = tokenStorage.get();
    if (!token) {
      deps.onLoggedOut();
      return;
    }
    if (event.key === TOKEN_KEY && event.oldValue === event.newValue) return;
    latestCheck += 1;
    const check = latestCheck;
    deps.userOfStoredToken().then(
      (user) => {
        // A later change of the token is checked on its own.
        if (check !== latestCheck || tokenStorage.get() !== token) return;
        if (user && user.login_id !== deps.currentUserId()) deps.onUserChanged(user);
      },
      () => undefined,
    );
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
};
