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
} from './messages';
import { withRetries } from './retry';
import { endSessionWithToast, type SessionEndDeps } from './sessionEnd';

export interface RefreshLoopDeps extends SessionEndDeps {
  /** GET /api/auth/refresh, resolving with the parsed answer. */
  refresh: () => Promise<unknown>;
  saveToken: (token: string) => void;
  /**
   * The token stored now. When another tab replaced or removed it while this tab's refresh
   * was under way, that refresh's failure says nothing of the session stored now.
   */
  storedToken?: () => string | null;
  /**
   * When the first refresh is due, in ms (default: the 2-minute interval). A page loaded with
   * a token stored 2 minutes ago or more refreshes it at once (0), so that a user who reloads
   * more often than every 2 minutes is refreshed all the same.
   */
  firstRefreshInMs?: number;
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
  const stopping = new AbortController();
  const stopped = () => stopping.signal.aborted;

  const schedule = (delayMs = REFRESH_INTERVAL_MS) => {
    if (!stopped()) timer = setTimeout(() => void attempt(), delayMs);
  };

  const end = (title: string, description: string, reload: boolean) => {
    stopping.abort();
    endSessionWithToast(deps, title, description, reload);
  };

  const attempt = async () => {
    const sent = deps.storedToken?.();
    const tokenChangedElsewhere = () =>
      deps.storedToken !== undefined && deps.storedToken() !== sent;
    let answer: unknown;
    try {
      answer = await withRetries(deps.refresh, {
        retries: REFRESH_RETRIES,
        delayMs: REFRESH_RETRY_DELAY_MS,
        isTransient: (error) => error instanceof NetworkError,
        signal: stopping.signal,
      });
    } catch (error) {
      if (stopped()) return;
      if (tokenChangedElsewhere()) {
        schedule();
        return;
      }
      if (error instanceof NetworkError) end(CONNECTION_LOST_TITLE, CONNECTION_LOST_TEXT, true);
      else end(SESSION_EXPIRED_TITLE, SESSION_EXPIRED_ERROR, true);
      return;
    }
    if (stopped()) return;
    // Another tab stored a newer token (its refresh), or another user's: keep it.
    if (tokenChangedElsewhere()) {
      schedule();
      return;
    }
    const { status, token } = (answer ?? {}) as { status?: unknown; token?: unknown };
    if (status === 'ok' && typeof token === 'string' && token) {
      deps.saveToken(token);
      schedule();
    } else {
      end(SESSION_EXPIRED_TITLE, SESSION_EXPIRED_STATUS, false);
    }
  };

  schedule(deps.firstRefreshInMs);
  return {
    stop: () => {
      stopping.abort();
      clearTimeout(timer);
    },
  };
};
