import * as z from 'zod/mini';
import { count, tabStorage, text } from '../common/tabStorage';
import { RECENT_KEY_PREFIX } from './recentKeys';
import { UNDO_WINDOW_MS, type RecentEntry } from './types';

/**
 * The recent decisions kept for the tab (sessionStorage), per user: a reload or a detour finds
 * them, another tab or a later session does not (docs/decisions/deciding.md, « Recent decisions »).
 * What is read back is checked, as any input: its shape, its user, its dates.
 */
const student = z.object({ idNumber: text(1, 100), name: text(0, 300) });
const failure = z.extend(student, { message: text(0, 2000) });
const failures = z.array(failure).check(z.maxLength(1000));
const entry = z.object({
  id: text(1, 100),
  at: z.number(),
  origin: z.enum(['queue', 'bulk', 'record']),
  target: z.enum(['data', 'photo']),
  state: z.enum(['validated', 'rejected']),
  comment: text(0, 1000),
  students: z.array(student).check(z.maxLength(1000)),
  delivery: z.enum(['sending', 'waiting', 'sent']),
  answered: count(),
  asked: count(),
  failures,
  undone: z.boolean(),
  undo: z.nullable(z.object({ running: z.boolean(), done: count(), total: count(), failures })),
});
const kept = z.object({ user: z.number(), entries: z.array(entry).check(z.maxLength(2000)) });

const store = tabStorage(RECENT_KEY_PREFIX, kept);

/** This user's entries of the last 15 minutes; anything else (bad shape, other user) is dropped. */
export const readRecent = (user: number, now: number): RecentEntry[] => {
  const read = store.read(String(user));
  if (!read || read.user !== user) return [];
  // Interrupted by the reload: an undo under way is no longer running.
  return read.entries
    .filter((e) => e.at <= now + 60_000 && now - e.at < UNDO_WINDOW_MS)
    .map((e) => (e.undo?.running ? { ...e, undo: { ...e.undo, running: false } } : e));
};

export const writeRecent = (user: number, entries: RecentEntry[]): void =>
  store.write(String(user), { user, entries });

/** The session is over: every user's recent decisions leave this tab. */
export const clearRecent = (): void => store.clear();
