import type { KeyValueStorage } from './storage';

export const JOURNAL_KEY = 'demo-api-journal';

/**
 * One successful write, enough to replay it: endpoint, parameters, body, user, time. The body
 * is the handler's `journal` body when it has one: never a password in clear.
 */
export interface JournalEntry {
  /** Endpoint name (spec table or resource module). */
  n: string;
  /** Path parameters, when the path has any. */
  p?: Record<string, string>;
  /** Query string, when there was one. */
  q?: string;
  /** JSON body, when there was one. */
  b?: unknown;
  /** login_id of the user who made the call. */
  u?: number;
  /** Time of the call (ms since epoch). */
  t: number;
}

/** What `demo-api-journal` holds: the entries written since the last piece was sealed. */
interface JournalHead {
  /** The generation the entries apply to (student count and seed). */
  base: string;
  /** How many sealed pieces come before `ops` (`demo-api-journal-1`, `-2`…). */
  pieces?: number;
  ops: JournalEntry[];
}

/** Entries per sealed piece: no write rewrites more than these. */
export const JOURNAL_PIECE_SIZE = 100;

const pieceKey = (piece: number) => `${JOURNAL_KEY}-${piece}`;

const readHead = (storage: KeyValueStorage): JournalHead | null => {
  try {
    const head = JSON.parse(storage.getItem(JOURNAL_KEY) ?? 'null') as JournalHead | null;
    return head && Array.isArray(head.ops) ? head : null;
  } catch {
    return null;
  }
};

const pieceCount = (head: JournalHead | null): number => {
  const pieces = head?.pieces ?? 0;
  return Number.isInteger(pieces) && pieces > 0 ? pieces : 0;
};

/** The stored entries, sealed pieces first; null when a piece is missing or unreadable. */
const readEntries = (storage: KeyValueStorage, head: JournalHead): JournalEntry[] | null => {
  const entries: JournalEntry[] = [];
  for (let piece = 1; piece <= pieceCount(head); piece++) {
    try {
      const ops = JSON.parse(storage.getItem(pieceKey(piece)) ?? 'null') as unknown;
      if (!Array.isArray(ops)) return null;
      entries.push(...(ops as JournalEntry[]));
    } catch {
      return null;
    }
  }
  return entries.concat(head.ops);
};

/** Every entry stored, whatever its generation (what the tests read). */
export const storedEntries = (storage: KeyValueStorage): JournalEntry[] => {
  const head = readHead(storage);
  return (head && readEntries(storage, head)) ?? [];
};

/** The stored journal's keys: its head, then its pieces in order. */
const storedKeys = (storage: KeyValueStorage): string[] =>
  Array.from({ length: pieceCount(readHead(storage)) + 1 }, (_, piece) =>
    piece ? pieceKey(piece) : JOURNAL_KEY,
  );

/** The journal's items as stored (its head and pieces): what the demo's worker starts from. */
export const storedJournalItems = (storage: KeyValueStorage): Record<string, string> => {
  const items: Record<string, string> = {};
  for (const key of storedKeys(storage)) {
    const value = storage.getItem(key);
    if (value !== null) items[key] = value;
  }
  return items;
};

/** Removes the stored journal: its pieces, the last first, then its head. */
export const removeStoredJournal = (storage: KeyValueStorage | null): void => {
  if (storage)
    storedKeys(storage)
      .reverse()
      .forEach((key) => storage.removeItem(key));
};

/**
 * The writes made since the data was generated, kept in storage (localStorage in the
 * browser) so they survive a reload: the store starts from the generated data and replays
 * them. A journal made for other generation options is dropped.
 *
 * Kept in pieces: every JOURNAL_PIECE_SIZE entries are sealed under a key of their own,
 * written once, and a write rewrites only the head (the entries since). A whole journal
 * rewritten at each write grew to 640 kB over a controller's 1,000 decisions, two writes
 * each, on the page's thread.
 */
export class Journal {
  private ops: JournalEntry[] | null = null;
  /** How many of `ops` are in sealed pieces. */
  private sealed = 0;
  private pieces = 0;
  /** The stored journal is another generation's, removed at the first write. */
  private replacing = false;
  private warned = false;

  constructor(
    private readonly storage: KeyValueStorage,
    private readonly base: string,
  ) {}

  entries(): JournalEntry[] {
    if (!this.ops) this.ops = this.load();
    return this.ops;
  }

  append(entry: JournalEntry): void {
    this.entries().push(entry);
    this.save();
  }

  /** Keeps `entries` instead of those recorded. */
  replaceAll(entries: JournalEntry[]): void {
    this.entries();
    this.replacing = true;
    this.ops = entries;
    this.save();
  }

  clear(): void {
    this.ops = [];
    this.sealed = this.pieces = 0;
    this.replacing = false;
    removeStoredJournal(this.storage);
  }

  private load(): JournalEntry[] {
    const head = readHead(this.storage);
    if (head?.base !== this.base) {
      this.replacing = head !== null;
      return [];
    }
    const entries = readEntries(this.storage, head);
    if (!entries) {
      console.warn('[demo API] journal incomplete (a piece is missing): not replayed');
      this.replacing = true;
      return [];
    }
    this.pieces = pieceCount(head);
    this.sealed = entries.length - head.ops.length;
    return entries;
  }

  private save(): void {
    try {
      if (this.replacing) {
        removeStoredJournal(this.storage);
        this.replacing = false;
        this.sealed = this.pieces = 0;
      }
      const ops = this.entries();
      while (ops.length - this.sealed >= JOURNAL_PIECE_SIZE) {
        const piece = ops.slice(this.sealed, this.sealed + JOURNAL_PIECE_SIZE);
        this.storage.setItem(pieceKey(this.pieces + 1), JSON.stringify(piece));
        this.pieces++;
        this.sealed += JOURNAL_PIECE_SIZE;
      }
      const head: JournalHead = {
        base: this.base,
        pieces: this.pieces,
        ops: ops.slice(this.sealed),
      };
      this.storage.setItem(JOURNAL_KEY, JSON.stringify(head));
    } catch (error) {
      if (!this.warned) console.warn('[demo API] journal not saved:', error);
      this.warned = true;
    }
  }
}
