import { NetworkError } from '../api/errors';
import {
  CONNECTION_LOST_TEXT,
  CONNECTION_LOST_TITLE,
  REFRESH_INTERVAL_MS,
  REFRESH_RETRIES,
  REFRESH_RETRY_DELAY_MS,
  SESSION_EXPIRED_ERROR,
  SESSION_EXPIRED_STATUS,
  SESSION_EXPIRED_TITLE,
  SESSION_TOAST_DURATION,
} from './messages';

export interface RefreshLoopDeps {
  /** GET /api/auth/refresh, resolving with the parsed answer. */
  refresh: () => Promise<unknown>;
  saveToken: (token: string) => void;
  /** Marks the session logged out (token and user forgotten). */
  endSession: () => void;
  notifyError: (title: string, description: string, duration: number) => void;
  /** Goes to /login, reloading the page when asked. */
  goToLogin: (reload: boolean) => void;
}

export interface RefreshLoop {
  stop: () => void;
}

/**
 * Spec section 4: refresh the token every 2 minutes. A non-ok answer ends the session;
 * another error ends it and reloads; a network error is retried 3 times, 10 s apart,
 * then ends the session and reloads. Each ending shows its toast for 8 s first.
 */
export const startRefreshLoop = (deps: RefreshLoopDeps): RefreshLoop => {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;

  const schedule = (delay: number, run: () => void) => {
    if (!stopped) timer = setTimeout(run, delay);
  };

  const end = (title: string, description: string, reload: boolean) => {
    stopped = true;
    deps.endSession();
    deps.notifyError(title, description, SESSION_TOAST_DURATION);
    setTimeout(() => deps.goToLogin(reload), SESSION_TOAST_DURATION);
  };

  const attempt = async (retriesLeft: number) => {
    let answer: unknown;
    try {
      answer = await deps.refresh();
    } catch (error) {
      if (stopped) return;
      if (!(error instanceof NetworkError)) {
        end(SESSION_EXPIRED_TITLE, SESSION_EXPIRED_ERROR, true);
      } else if (retriesLeft > 0) {
        schedule(REFRESH_RETRY_DELAY_MS, () => void attempt(retriesLeft - 1));
      } else {
        end(CONNECTION_LOST_TITLE, CONNECTION_LOST_TEXT, true);
      }
      return;
    }
    if (stopped) return;
    const { status, token } = (answer ?? {}) as { status?: unknown; token?: unknown };
    if (status === 'ok' && typeof token === 'string' && token) {
      deps.saveToken(token);
      schedule(REFRESH_INTERVAL_MS, () => void attempt(REFRESH_RETRIES));
    } else {
      end(SESSION_EXPIRED_TITLE, SESSION_EXPIRED_STATUS, false);
    }
  };

  schedule(REFRESH_INTERVAL_MS, () => void attempt(REFRESH_RETRIES));
  return {
    stop: () => {
      stopped = true;
      clearTimeout(timer);
    },
  };
};
