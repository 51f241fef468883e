/**
 * What features keep for a session and must drop when it ends (the queue's sittings, the recent
 * decisions). Each registers here when it loads, so that the session never imports the
 * features above it: a feature not loaded keeps nothing to drop.
 */
const hooks = new Set<() => void>();

/** Runs `hook` at every end of a session (logout, forced end, another tab's logout). */
export const onSessionEnd = (hook: () => void): (() => void) => {
  hooks.add(hook);
  return () => hooks.delete(hook);
};

export const runSessionEndHooks = (): void => hooks.forEach((hook) => hook());
