/** The session token, kept in localStorage under the spec's key. */
export const TOKEN_KEY = 'authorization-token';
/** When the stored token was stored (ms since epoch): its age, across page loads. */
export const TOKEN_STORED_AT_KEY = 'authorization-token-stored-at';

export const tokenStorage = {
  get: (): string | null => localStorage.getItem(TOKEN_KEY),
  set: (token: string): void => {
    localStorage.setItem(TOKEN_KEY, token);
    localStorage.setItem(TOKEN_STORED_AT_KEY, String(Date.now()));
  },
  clear: (): void => {
    localStorage.removeItem(TOKEN_KEY);
    localStorage.removeItem(TOKEN_STORED_AT_KEY);
  },
  /** When the stored token was stored; null when unknown (stored by an older version). */
  storedAt: (): number | null => {
    const value = Number(localStorage.getItem(TOKEN_STORED_AT_KEY));
    return value > 0 ? value : null;
  },
};
