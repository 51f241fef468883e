import * as z from 'zod/mini';
import { count, tabStorage, text } from '../common/tabStorage';
import { UNDO_WINDOW_MS } from '../recentDecisions/types';
import type { SavedSitting } from './reviewTypes';

/**
 * What a sitting keeps for the tab (sessionStorage), so that a reload or a crashed tab finds
 * it again (docs/decisions/queue.md, « The sitting survives a reload »): its count, its
 * lease holder, the record on screen, the records skipped, and its decisions still undoable.
 * Read back, it is checked as any input: shape, user, dates.
 */
const student = z.looseObject({ student_idNumber: text(1, 100) });
const saved = z.object({
  user: z.number(),
  holder: text(1, 100),
  decided: count(),
  takenElsewhere: count(),
  onScreen: z.nullable(
    z.object({ student, notice: z.optional(z.string()), comment: z.optional(z.string()) }),
  ),
  skipped: z.array(text(0, 100)).check(z.maxLength(5000)),
  decisions: z
    .array(
      z.object({
        student,
        verdict: z.enum(['validated', 'rejected']),
        comment: text(0, 1000),
        at: z.number(),
        entryId: text(0, 100),
      }),
    )
    .check(z.maxLength(5000)),
});

const kept = tabStorage('review-sitting:', saved);

/** The kept sitting of this user and queue key, its decisions past 15 minutes left out. */
export const readSitting = (key: string, user: number, now: number): SavedSitting | null => {
  const sitting = kept.read(key) as SavedSitting | null;
  if (!sitting || sitting.user !== user) return null;
  return {
    ...sitting,
    decisions: sitting.decisions.filter((d) => d.at <= now + 60_000 && now - d.at < UNDO_WINDOW_MS),
  };
};

export const writeSitting = (key: string, sitting: SavedSitting): void => kept.write(key, sitting);

/** The session is over: no sitting of it stays in the tab. */
export const clearSittings = (): void => kept.clear();
