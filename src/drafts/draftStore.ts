/**
 * A form's draft in localStorage: what its author typed and has not saved, kept for them
 * across a forced reload and a new login (issue 33), never shown to another user.
 */

/** A draft older than this is removed unread (docs/decisions.md, « Brouillons »). */
export const DRAFT_LIFETIME_MS = 24 * 60 * 60 * 1000;

/** Every draft's localStorage key starts so. */
export const DRAFT_KEY_PREFIX = 'form-draft:';

/** Whose draft, of which form: a resource's creation (no record) or one record's edition. */
export interface DraftId {
  loginId: number;
  resource: string;
  recordId?: string | number | null;
}

export interface Draft {
  /** When it was last written (ms since the epoch). */
  savedAt: number;
  /** The form's changed fields, never a password. */
  values: Record<string, unknown>;
}

const userPrefix = (loginId: number) => `${DRAFT_KEY_PREFIX}${loginId}:`;

const keyOf = ({ loginId, resource, recordId }: DraftId) =>
  `${userPrefix(loginId)}${resource}:${recordId ?? 'create'}`;

const isDraft = (value: unknown): value is Draft =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Draft).savedAt === 'number' &&
  typeof (value as Draft).values === 'object' &&
  (value as Draft).values !== null;

const parse = (text: string | null): Draft | null => {
  try {
    const value: unknown = text === null ? null : JSON.parse(text);
    return isDraft(value) ? value : null;
  } catch {
    return null;
  }
};

const isExpired = (draft: Draft, now: number) => now - draft.savedAt >= DRAFT_LIFETIME_MS;

/** The draft of that form, or null (none, unreadable or expired: then it is removed). */
export const readDraft = (id: DraftId, now = Date.now()): Draft | null => {
  const draft = parse(localStorage.getItem(keyOf(id)));
  if (draft && !isExpired(draft, now)) return draft;
  localStorage.removeItem(keyOf(id));
  return null;
};

/** Keeps the form's values; a full or refused storage keeps nothing rather than failing the form. */
export const writeDraft = (id: DraftId, values: Record<string, unknown>, now = Date.now()) => {
  try {
    localStorage.setItem(keyOf(id), JSON.stringify({ savedAt: now, values } satisfies Draft));
  } catch {
    // Quota or storage disabled: the form goes on, without a draft.
  }
};

export const removeDraft = (id: DraftId): void => localStorage.removeItem(keyOf(id));

const draftKeys = (prefix: string) =>
  Object.keys(localStorage).filter((key) => key.startsWith(prefix));

/** An explicit logout: that user's drafts go with the session. */
export const forgetDraftsOf = (loginId: number): void =>
  draftKeys(userPrefix(loginId)).forEach((key) => localStorage.removeItem(key));

/** Every user's drafts older than 24 h are removed. */
export const removeExpiredDrafts = (now = Date.now()): void =>
  draftKeys(DRAFT_KEY_PREFIX).forEach((key) => {
    const draft = parse(localStorage.getItem(key));
    if (!draft || isExpired(draft, now)) localStorage.removeItem(key);
  });
