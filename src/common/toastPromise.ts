import { toast } from 'sonner';
import { frenchMessage, UNAUTHORIZED_MESSAGE } from '../api/errors';

/** What a toast says once the action ended, with an optional button (« Annuler »...). */
export interface ToastContent {
  message: string;
  description?: string;
  action?: { label: string; onClick: () => void };
}

type Content<A> = string | ((argument: A) => string | ToastContent);

export interface PromiseToastTexts<T> {
  loading: string;
  success: Content<T>;
  /** Title of the error toast; its text defaults to the French message of the failure. */
  error: Content<unknown>;
}

const contentOf = <A>(content: Content<A>, argument: A): ToastContent => {
  const value = typeof content === 'function' ? content(argument) : content;
  return typeof value === 'string' ? { message: value } : value;
};

/**
 * A promise-driven toast (spec section 4): 'loading' while it runs, then success, or an error
 * toast whose text says in French what failed (an HTTP status, a lost connection...). The
 * same toast changes, so no stale 'loading' stays behind. A 401 only closes it: the session's
 * own 'Session expirée' toast says it (as NotificationBridge does). Resolves or rejects like
 * the promise itself.
 */
export const toastPromise = <T>(promise: Promise<T>, texts: PromiseToastTexts<T>): Promise<T> => {
  const id = toast.loading(texts.loading);
  promise.then(
    (value) => {
      const { message, ...rest } = contentOf(texts.success, value);
      toast.success(message, { id, ...rest });
    },
    (error: unknown) => {
      const reason = frenchMessage(error);
      if (reason === UNAUTHORIZED_MESSAGE) {
        toast.dismiss(id);
        return;
      }
      const { message, ...rest } = contentOf(texts.error, error);
      toast.error(message, { id, description: reason, ...rest });
    },
  );
  return promise;
};
