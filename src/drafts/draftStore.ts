/**
 * A form's draft in localStorage: what its author typed and has not saved, kept for them
 * across a forced reload and a new login (issue 33), sealed under their session's key
 * (src/sealing): no one else can read, change or plant one.
 */
import { onLogout } from '../auth/sessionEndHooks';
import { DRAFT_KEY_PREFIX } from '../constants/storageKeys';
import { isSealed, seal, unseal, type Sealed } from '../sealing/seal';
import { sessionKeyOf } from '../sealing/sessionKey';
import { draftKeys, userPrefix } from './draftKeys';
import { withoutForbidden } from './forbiddenFields';

/** A draft older than this is removed unread (docs/decisions/drafts.md). */
export const DRAFT_LIFETIME_MS = 24 * 60 * 60 * 1000;

/** Whose draft, of which form: a resource's creation (no record) or one record's edition. */
export interface DraftId {
  loginId: number;
  resource: string;
  recordId?: string | number | null;
}

export interface Draft {
  /** When it was last written (ms since the epoch). */
  savedAt: number;
  /** The form's changed fields, never a password, a role or a task's parameters. */
  values: Record<string, unknown>;
}

/** As stored: when in clear (for the 24 h clean-up), the values sealed, both bound together. */
interface StoredDraft extends Sealed {
  savedAt: number;
}

/** Why a draft found was removed unread (told in French: FormDraft). */
export type DraftRefusal = 'shape' | 'seal' | 'future';

export type DraftFound = { draft: Draft } | { refused: DraftRefusal } | null;

const keyOf = ({ loginId, resource, recordId }: DraftId) =>
  `${userPrefix(loginId)}${resource}:${recordId ?? 'create'}`;

const contextOf = (key: string, savedAt: number) => `${key}:${savedAt}`;

const isStored = (value: unknown): value is StoredDraft =>
  isSealed(value) && Number.isFinite((value as StoredDraft).savedAt);

const isValues = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const parse = (text: string | null): unknown => {
  try {
    return text === null ? null : JSON.parse(text);
  } catch {
    return undefined;
  }
};

const isExpired = (savedAt: number, now: number) => now - savedAt >= DRAFT_LIFETIME_MS;

/** Bumped by each write and removal: a write whose sealing ends after a later one is dropped. */
const versions = new Map<string, number>();
const bump = (key: string) => {
  const version = (versions.get(key) ?? 0) + 1;
  versions.set(key, version);
  return version;
};

/**
 * The draft of that form, opened and checked: null when there is none, it expired (removed),
 * or the session has no key (kept sealed); a refusal when it fails a check (removed).
 */
export const readDraft = async (id: DraftId, now = Date.now()): Promise<DraftFound> => {
  const key = keyOf(id);
  const stored = parse(localStorage.getItem(key));
  if (stored === null) return null;
  const refuse = (refused: DraftRefusal) => {
    removeDraft(id);
    return { refused };
  };
  if (!isStored(stored)) return refuse('shape');
  if (isExpired(stored.savedAt, now)) {
    removeDraft(id);
    return null;
  }
  const sessionKey = await sessionKeyOf(id.loginId);
  if (!sessionKey) return null;
  let values: unknown;
  try {
    values = await unseal(sessionKey.key, contextOf(key, stored.savedAt), stored);
  } catch {
    return refuse('seal');
  }
  if (!isValues(values)) return refuse('shape');
  if (stored.savedAt > now) return refuse('future');
  return { draft: { savedAt: stored.savedAt, values: withoutForbidden(values) } };
};

/**
 * Keeps the form's values, sealed; without a key for the session, or with a full or refused
 * storage, keeps nothing rather than failing the form.
 */
export const writeDraft = async (
  id: DraftId,
  values: Record<string, unknown>,
  now = Date.now(),
): Promise<void> => {
  const key = keyOf(id);
  const version = bump(key);
  const sessionKey = await sessionKeyOf(id.loginId);
  if (!sessionKey) return;
  const sealed = await seal(sessionKey.key, contextOf(key, now), withoutForbidden(values));
  if (versions.get(key) !== version) return;
  try {
    localStorage.setItem(key, JSON.stringify({ savedAt: now, ...sealed } satisfies StoredDraft));
  } catch {
    // Quota or storage disabled: the form goes on, without a draft.
  }
};

export const removeDraft = (id: DraftId): void => {
  bump(keyOf(id));
  localStorage.removeItem(keyOf(id));
};

/** An explicit logout (its drafts go: ./draftKeys.ts): a write still being sealed is dropped. */
onLogout((loginId) => {
  const prefix = userPrefix(loginId);
  for (const key of versions.keys()) if (key.startsWith(prefix)) bump(key);
});

/** Every user's drafts older than 24 h (or unreadable) are removed. */
export const removeExpiredDrafts = (now = Date.now()): void =>
  draftKeys(DRAFT_KEY_PREFIX).forEach((key) => {
    const stored = parse(localStorage.getItem(key));
    if (!isStored(stored) || isExpired(stored.savedAt, now)) localStorage.removeItem(key);
  });
