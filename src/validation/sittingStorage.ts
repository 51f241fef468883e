import { z } from 'zod';
import { tabStorage } from '../common/tabStorage';
import { UNDO_WINDOW_MS } from '../recentDecisions/types';
import type { SavedSitting } from './reviewTypes';

/**
 * What a sitting keeps for the tab (sessionStorage), so that a reload or a crashed tab finds
 * it again (docs/decisions/queue.md, « The sitting survives a reload »): its count, its
 * lease holder, the record on screen, the records skipped, and its decisions still undoable.
 * Read back, it is checked as any input: shape, user, dates.
 */
const student = z.looseObject({ student_idNumber: z.string().min(1).max(100) });
const saved = z.object({
  user: z.number(),
  holder: z.string().min(1).max(100),
  decided: z.number().int().min(0),
  takenElsewhere: z.number().int().min(0),
  onScreen: z
    .object({ student, notice: z.string().optional(), comment: z.string().optional() })
    .nullable(),
  skipped: z.array(z.string().max(100)).max(5000),
  decisions: z
    .array(
      z.object({
        student,
        verdict: z.enum(['validated', 'rejected']),
        comment: z.string().max(1000),
        at: z.number().finite(),
        entryId: z.string().max(100),
      }),
    )
    .max(5000),
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
