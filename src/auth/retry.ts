export interface RetryOptions {
  retries: number;
  delayMs: number;
  /** Whether a failure is worth another try; any other failure is thrown at once. */
  isTransient: (error: unknown) => boolean;
  /** Told before each wait, with the number of the retry to come (1 to `retries`). */
  onRetry?: (retry: number) => void;
  /** Ends the waiting: the promise then rejects with the signal's reason. */
  signal?: AbortSignal;
}

const wait = (delayMs: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    signal?.throwIfAborted();
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, delayMs);
    signal?.addEventListener('abort', onAbort, { once: true });
  });

/**
 * Runs `call`, and again after `delayMs` each time it fails transiently, up to `retries`
 * more times (spec section 4: 3 retries 10 s apart). The last failure is thrown.
 */
export const withRetries = async <T>(
  call: () => Promise<T>,
  { retries, delayMs, isTransient, onRetry, signal }: RetryOptions,
): Promise<T> => {
  for (let retry = 1; ; retry += 1) {
    try {
      return await call();
    } catch (error) {
      if (retry > retries || !isTransient(error)) throw error;
      onRetry?.(retry);
      await wait(delayMs, signal);
    }
  }
};
