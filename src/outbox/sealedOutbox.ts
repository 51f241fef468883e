import { seal, unseal } from '../sealing/seal';
import type { SessionKey } from '../sealing/sessionKey';
import type { OutboxRecords, StoredItem } from './storage';
import { OUTBOX_MAX_AGE_MS, type OutboxItem } from './types';

/** Why a kept decision was dropped unsent (each told in French: refusalText). */
export type RefusalReason = 'shape' | 'seal' | 'otherUser' | 'future' | 'expired';
export type Refusals = Partial<Record<RefusalReason, number>>;

export interface LoadedItems {
  /** Opened and checked, oldest first; `sameSession`: kept by this very session (an F5). */
  items: { item: OutboxItem; sameSession: boolean }[];
  refused: Refusals;
  /** The session has no key: nothing is opened, nor kept on disk. */
  keyless: boolean;
}

/** The outbox's kept decisions, sealed under the session's key and checked when opened. */
export interface OutboxStorage {
  load(userId: number): Promise<LoadedItems>;
  /** Kept on disk when the session has a key; else in memory only (the outbox's own list). */
  put(item: OutboxItem): Promise<void>;
  remove(key: string): Promise<void>;
}

/** What is sealed: the decision, and the session that kept it. */
interface SealedContent {
  item: OutboxItem;
  sessionId: string;
}

/** Binds the sealed decision to its record's clear fields: whose, which key, when. */
const contextOf = ({ userId, key, createdAt }: Pick<StoredItem, 'userId' | 'key' | 'createdAt'>) =>
  `carte-scolaire-outbox:${userId}:${key}:${createdAt}`;

const isStoredItem = (value: unknown): value is StoredItem => {
  const r = value as StoredItem;
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof r.key === 'string' &&
    Number.isInteger(r.userId) &&
    Number.isFinite(r.createdAt) &&
    typeof r.iv === 'string' &&
    typeof r.data === 'string'
  );
};

const STATES = ['pending', 'validated', 'rejected'];

const isItem = (value: unknown): value is OutboxItem => {
  const i = value as OutboxItem;
  const p = i?.payload;
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof i.key === 'string' &&
    Number.isInteger(i.userId) &&
    typeof i.userName === 'string' &&
    Number.isFinite(i.createdAt) &&
    typeof i.tried === 'boolean' &&
    (i.label === undefined || typeof i.label === 'string') &&
    typeof p === 'object' &&
    p !== null &&
    typeof p.student_idNumber === 'string' &&
    p.student_idNumber !== '' &&
    (p.validation_target === 'data' || p.validation_target === 'photo') &&
    STATES.includes(p.validation_state) &&
    typeof p.validation_comment === 'string'
  );
};

const isContent = (value: unknown): value is SealedContent =>
  typeof (value as SealedContent)?.sessionId === 'string' && isItem((value as SealedContent).item);

export const sealedOutbox = (
  records: OutboxRecords,
  keyOf: (userId: number) => Promise<SessionKey | null>,
  now: () => number = Date.now,
): OutboxStorage => {
  // Sealing takes time: a decision answered at once would otherwise be removed before its first
  // write lands, and that write would then leave it behind. Writes of one key go in call order.
  const pending = new Map<string, Promise<void>>();
  const inOrder = (key: string, write: () => Promise<void>): Promise<void> => {
    const done = (pending.get(key) ?? Promise.resolve()).then(write);
    const settled = done.catch(() => undefined);
    pending.set(key, settled);
    void settled.then(() => {
      if (pending.get(key) === settled) pending.delete(key);
    });
    return done;
  };

  const refuse = async (refused: Refusals, reason: RefusalReason, key: unknown) => {
    refused[reason] = (refused[reason] ?? 0) + 1;
    if (typeof key === 'string') await records.remove(key);
  };

  /** The checks one kept record goes through; null when it passes them all. */
  const check = async (
    record: unknown,
    userId: number,
    sessionKey: SessionKey,
  ): Promise<RefusalReason | SealedContent> => {
    if (!isStoredItem(record)) return 'shape';
    let content: unknown;
    try {
      content = await unseal(sessionKey.key, contextOf(record), record);
    } catch {
      return 'seal';
    }
    if (!isContent(content) || content.item.key !== record.key) return 'shape';
    if (content.item.userId !== userId || record.userId !== userId) return 'otherUser';
    if (content.item.createdAt > now()) return 'future';
    if (content.item.createdAt <= now() - OUTBOX_MAX_AGE_MS) return 'expired';
    return content;
  };

  return {
    load: async (userId) => {
      const refused: Refusals = {};
      // Every user's expired ones go, unread (only this user's are counted).
      const limit = now() - OUTBOX_MAX_AGE_MS;
      for (const record of await records.all()) {
        if (!isStoredItem(record) || record.createdAt > limit) continue;
        await records.remove(record.key);
        if (record.userId === userId) refused.expired = (refused.expired ?? 0) + 1;
      }
      const sessionKey = await keyOf(userId);
      if (!sessionKey) return { items: [], refused, keyless: true };
      const items: LoadedItems['items'] = [];
      for (const record of await records.list(userId)) {
        const checked = await check(record, userId, sessionKey);
        if (typeof checked === 'string')
          await refuse(refused, checked, (record as StoredItem)?.key);
        else
          items.push({
            item: checked.item,
            sameSession: checked.sessionId === sessionKey.sessionId,
          });
      }
      items.sort((a, b) => a.item.createdAt - b.item.createdAt);
      return { items, refused, keyless: false };
    },
    put: (item) =>
      inOrder(item.key, async () => {
        const sessionKey = await keyOf(item.userId);
        if (!sessionKey) return;
        const clear = { key: item.key, userId: item.userId, createdAt: item.createdAt };
        const content: SealedContent = { item, sessionId: sessionKey.sessionId };
        await records.put({ ...clear, ...(await seal(sessionKey.key, contextOf(clear), content)) });
      }),
    remove: (key) => inOrder(key, () => records.remove(key)),
  };
};
