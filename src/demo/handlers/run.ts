import type { DemoLogin } from '../db';
import type { JournalEntry } from '../journal';
import type { DemoStore } from '../store';
import { handlerOf } from './modules';
import { NOT_RECORDED, type HandlerContext } from './types';

export type CallParts = Omit<HandlerContext, 'store' | 'tables'>;

/** An endpoint's answer, and for a write the body its journal entry records. */
export interface CallOutcome {
  result: unknown;
  recordedBody: unknown;
}

/** Runs one endpoint's implementation. */
export async function runEndpoint(
  store: DemoStore,
  name: string,
  parts: CallParts,
): Promise<CallOutcome> {
  const def = handlerOf(name);
  if (!def) throw new Error(`[demo API] no handler for ${name}`);
  const ctx: HandlerContext = { store, tables: store.tables, ...parts };
  const result = await def.run(ctx);
  return { result, recordedBody: def.journal ? def.journal(ctx, result) : parts.body };
}

/** The journal entry of a successful write. */
export function journalEntry(name: string, parts: CallParts, body: unknown): JournalEntry {
  const entry: JournalEntry = { n: name, t: parts.now };
  if (Object.keys(parts.params).length) entry.p = parts.params;
  const query = parts.query.toString();
  if (query) entry.q = query;
  if (body !== undefined) entry.b = body;
  if (parts.user) entry.u = parts.user.login_id;
  return entry;
}

/**
 * Replays recorded writes on freshly generated data, with their recorded time and user.
 * Returns the entries as they are to be kept: the replayed ones, recorded again (an entry
 * written by an older version with a password in clear comes back with its hash).
 */
export async function replay(
  store: DemoStore,
  entries: readonly JournalEntry[],
  startedAt: number,
): Promise<JournalEntry[]> {
  const kept: JournalEntry[] = [];
  for (const entry of entries) {
    if (!handlerOf(entry.n)?.write) continue;
    const user: DemoLogin | null =
      entry.u === undefined ? null : (store.tables.logins.find(entry.u) ?? null);
    const parts: CallParts = {
      params: entry.p ?? {},
      query: new URLSearchParams(entry.q ?? ''),
      body: entry.b,
      user,
      now: entry.t,
      startedAt,
      replaying: true,
    };
    try {
      const { recordedBody } = await runEndpoint(store, entry.n, parts);
      // An older journal's no-op (an anonymous logout) is dropped.
      if (recordedBody !== NOT_RECORDED) kept.push(journalEntry(entry.n, parts, recordedBody));
    } catch (error) {
      console.warn(`[demo API] write ${entry.n} not replayed:`, error);
    }
  }
  return kept;
}
