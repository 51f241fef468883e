import type { LeaseCalls } from '../reviewTypes';

/** The most records one claim takes (the list's page limit, docs/api.md). */
const MAX_CLAIM = 1000;

export interface LeaseCheck {
  /** Selected records another controller holds: left out of the run. */
  leasedElsewhere: string[];
  /** Ends the run's leases once it is over. */
  release: () => void;
}

export interface LeaseCheckDeps {
  /** The queue's lease calls, under a holder of the run's own. */
  leases: LeaseCalls;
  /** Which of these records are still in the queue (GET /api/validation/students, `ids=`). */
  stillQueued: (ids: string[]) => Promise<string[]>;
}

const noop = () => undefined;

/**
 * Before a bulk decision, which selected records another controller holds (issue 35). The run
 * claims the first `reach` records of the queue nobody else holds, `reach` being as far down
 * the list as the selection goes: a selected record missing from the answer is either held by
 * someone else or no longer in the queue, which one more request tells apart. The claimed
 * records not selected go back at once; the selected ones stay the run's until it ends.
 * Without the lease calls (404), or when a call fails, nothing is left out: leases only
 * decide who is shown what, never who may decide.
 */
export const checkLeases = async (
  ids: string[],
  reach: number,
  deps: LeaseCheckDeps,
): Promise<LeaseCheck> => {
  const count = Math.min(reach, MAX_CLAIM);
  const claimed = await deps.leases.claim(count, [], []).catch(() => null);
  if (!claimed) return { leasedElsewhere: [], release: noop };
  const release = () => void deps.leases.release().catch(noop);
  const selected = new Set(ids);
  const mine = new Set(claimed.data.map((student) => student.student_idNumber));
  const notSelected = [...mine].filter((id) => !selected.has(id));
  if (notSelected.length) void deps.leases.release(notSelected).catch(noop);
  // Beyond the records the claim could reach, nothing is known: none is left out.
  const covered = reach <= count || claimed.data.length < count;
  const missing = ids.filter((id) => !mine.has(id));
  if (!covered || !missing.length || claimed.reservedByOthers === 0) {
    return { leasedElsewhere: [], release };
  }
  const still = await deps.stillQueued(missing).catch(() => [] as string[]);
  return { leasedElsewhere: missing.filter((id) => still.includes(id)), release };
};
