/**
 * Where the drafts are (localStorage, one key per author and form: ./draftStore.ts), and what
 * an explicit logout does with them, apart from their sealing: the entry point registers it
 * before any logout without loading WebCrypto's sealing (docs/decisions/login.md, "What the home page
 * loads").
 */
import { onLogout } from '../auth/sessionEndHooks';
import { DRAFT_KEY_PREFIX } from '../constants/storageKeys';

export const userPrefix = (loginId: number): string => `${DRAFT_KEY_PREFIX}${loginId}:`;

export const draftKeys = (prefix: string): string[] =>
  Object.keys(localStorage).filter((key) => key.startsWith(prefix));

/** An explicit logout: that user's drafts go with the session (a write under way too: draftStore). */
export const forgetDraftsOf = (loginId: number): void =>
  draftKeys(userPrefix(loginId)).forEach((key) => localStorage.removeItem(key));

onLogout(forgetDraftsOf);
