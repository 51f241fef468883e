/**
 * Lets other code ask the banner to fetch the displayed messages at once, e.g. the
 * service-messages admin page after a save, so the change shows without a reload.
 */
const listeners = new Set<() => void>();

/** Fetches the displayed service messages now (every mounted banner does). */
export const refreshServiceMessages = (): void => {
  listeners.forEach((listener) => listener());
};

/** Runs `listener` on each `refreshServiceMessages()`; returns the unsubscribe function. */
export const onServiceMessagesRefresh = (listener: () => void): (() => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};
