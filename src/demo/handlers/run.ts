import type { DemoLogin } from '../db';
import type { JournalEntry } from '../journal';
import type { DemoStore } from '../store';
import { handlerOf } from './modules';
import type { HandlerContext } from './types';

export type CallParts = Omit<HandlerContext, 'store' | 'tables'>;

/** Runs one endpoint's implementation; a write bumps the store's version. */
export function runEndpoint(store: DemoStore, name: string, parts: CallParts): unknown {
  const def = handlerOf(name);
  if (!def) throw new Error(`[demo API] no handler for ${name}`);
  const result = def.run({ store, tables: store.tables, ...parts });
  if (def.write) store.touch();
  return result;
}

/** The journal entry of a successful write. */
export function journalEntry(name: string, parts: CallParts): JournalEntry {
  const entry: JournalEntry = { n: name, t: parts.now };
  if (Object.keys(parts.params).length) entry.p = parts.params;
  const query = parts.query.toString();
  if (query) entry.q = query;
  if (parts.body !== undefined) entry.b = parts.body;
  if (parts.user) entry.u = parts.user.login_id;
  return entry;
}

/** Replays recorded writes on freshly generated data, with their recorded time and user. */
export function replay(
  store: DemoStore,
  entries: readonly JournalEntry[],
  startedAt: number,
): void {
  for (const entry of entries) {
    if (!handlerOf(entry.n)?.write) continue;
    const user: DemoLogin | null =
      entry.u === undefined ? null : (store.tables.logins.find(entry.u) ?? null);
    try {
      runEndpoint(store, entry.n, {
        params: entry.p ?? {},
        query: new URLSearchParams(entry.q ?? ''),
        body: entry.b,
        user,
        now: entry.t,
        startedAt,
      });
    } catch (error) {
      console.warn(`[demo API] write ${entry.n} not replayed:`, error);
    }
  }
}
