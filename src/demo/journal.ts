import type { KeyValueStorage } from './storage';

export const JOURNAL_KEY = 'demo-api-journal';

/**
 * One successful write, enough to replay it: endpoint, parameters, body, user, time. The body
 * is the handler's `journal` body when it has one: never a password in clear.
 */
export interface JournalEntry {
  /** Endpoint name. */
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

interface JournalFile {
  /** The generation the entries apply to (student count and seed). */
  base: string;
  ops: JournalEntry[];
}

/**
 * The writes made since the data was generated, kept in storage (localStorage in the
 * browser) so they survive a reload: the store starts from the generated data and replays
 * them. A journal made for other generation options is dropped.
 */
export class Journal {
  private ops: JournalEntry[] | null = null;
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
    this.ops = entries;
    this.save();
  }

  clear(): void {
    this.ops = [];
    this.storage.removeItem(JOURNAL_KEY);
  }

  private load(): JournalEntry[] {
    try {
      const file = JSON.parse(this.storage.getItem(JOURNAL_KEY) ?? 'null') as JournalFile | null;
      return file && file.base === this.base && Array.isArray(file.ops) ? file.ops : [];
    } catch {
      return [];
    }
  }

  private save(): void {
    try {
      const file: JournalFile = { base: this.base, ops: this.entries() };
      this.storage.setItem(JOURNAL_KEY, JSON.stringify(file));
    } catch (error) {
      if (!this.warned) console.warn('[demo API] journal not saved:', error);
      this.warned = true;
    }
  }
}
