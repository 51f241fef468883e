/**
 * What features keep for a session and must drop when it ends (the queue's sittings, the recent
 * decisions), or when its user logs out (their form drafts). Each registers here when it
 * loads, so that the session never imports the features above it: a feature not loaded keeps
 * nothing to drop (what a feature keeps in storage is loaded by the entry point, main.tsx).
 */
const hooks = new Set<() => void>();

/** Runs `hook` at every end of a session (logout, forced end, another tab's logout). */
export const onSessionEnd = (hook: () => void): (() => void) => {
  hooks.add(hook);
  return () => hooks.delete(hook);
};

export const runSessionEndHooks = (): void => hooks.forEach((hook) => hook());

const logoutHooks = new Set<(loginId: number) => void>();

/** Runs `hook` with the user's login id when they log out themselves (« Se déconnecter »). */
export const onLogout = (hook: (loginId: number) => void): (() => void) => {
  logoutHooks.add(hook);
  return () => logoutHooks.delete(hook);
};

export const runLogoutHooks = (loginId: number): void =>
  logoutHooks.forEach((hook) => hook(loginId));
