/**
 * The page a forced end of the session left ('Connexion perdue', 'Session expirée'), kept in
 * this tab (sessionStorage: the reload to /login keeps it) so that the same user's next login
 * opens it again, with the form and its draft. Another user's login never does.
 */
const KEY = 'session-return-page';

interface ReturnPage {
  loginName: string;
  path: string;
}

export const rememberReturnPage = (loginName: string, path: string): void => {
  try {
    sessionStorage.setItem(KEY, JSON.stringify({ loginName, path } satisfies ReturnPage));
  } catch {
    // Storage refused: the next login opens `/`, as before.
  }
};

/** The page to open again when `loginName` logs in; null for anyone else. */
export const returnPageOf = (loginName: string): string | null => {
  try {
    const saved = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as Partial<ReturnPage> | null;
    return saved?.loginName === loginName && typeof saved.path === 'string' ? saved.path : null;
  } catch {
    return null;
  }
};

/** Used once by a login, or dropped by an explicit logout. */
export const forgetReturnPage = (): void => sessionStorage.removeItem(KEY);
