import { toast } from 'sonner';
import { frenchMessage } from '../api/errors';

interface PromiseToastTexts {
  loading: string;
  success: string;
  /** Title of the error toast; its text is the French message of the failure. */
  error: string;
}

/**
 * A promise-driven toast: 'loading' while it runs, then success, or an error toast whose
 * text says in French what failed (an HTTP status, a lost connection...). Resolves or
 * rejects like the promise itself.
 */
export const toastPromise = <T>(promise: Promise<T>, texts: PromiseToastTexts): Promise<T> => {
  toast.promise(promise, {
    loading: texts.loading,
    success: texts.success,
    error: (error: unknown) => ({
      message: texts.error,
      description: frenchMessage(error),
    }),
  });
  return promise;
};
