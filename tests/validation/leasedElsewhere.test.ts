// @vitest-environment node
import type { Student } from '../../src/api/types';
import { checkLeases } from '../../src/validation/bulk/leasedElsewhere';
import type { ClaimAnswer } from '../../src/validation/reviewTypes';

const student = (id: string) => ({ student_idNumber: id }) as unknown as Student;

/** A queue of M1..M10; `others` held by another controller, `decided` no longer in the queue. */
const server = ({ others = [] as string[], decided = [] as string[], claimFails = false } = {}) => {
  const queue = Array.from({ length: 10 }, (_, i) => `M${i + 1}`).filter(
    (id) => !decided.includes(id),
  );
  const claims: number[] = [];
  const releases: (string[] | undefined)[] = [];
  const asked: string[][] = [];
  return {
    claims,
    releases,
    asked,
    deps: {
      leases: {
        claim: async (count: number): Promise<ClaimAnswer> => {
          claims.push(count);
          if (claimFails) throw Object.assign(new Error('Introuvable'), { status: 404 });
          const free = queue.filter((id) => !others.includes(id)).slice(0, count);
          return {
            data: free.map(student),
            total: queue.length,
            reservedByOthers: others.length,
            otherControllers: others.length ? 1 : 0,
          };
        },
        release: async (ids?: string[]) => {
          releases.push(ids);
        },
      },
      stillQueued: async (ids: string[]) => {
        asked.push(ids);
        return ids.filter((id) => queue.includes(id));
      },
    },
  };
};

test('selected records held by another are left out; one decided meanwhile is not counted', async () => {
  const { deps, claims, releases } = server({ others: ['M2', 'M3'], decided: ['M4'] });
  const check = await checkLeases(['M1', 'M2', 'M3', 'M4', 'M5'], 5, deps);
  expect(claims).toEqual([5]);
  expect(check.leasedElsewhere).toEqual(['M2', 'M3']);
  // Claimed but not selected: back to the others at once; the rest once the run is over.
  expect(releases).toEqual([['M6', 'M7', 'M8']]);
  check.release();
  expect(releases).toEqual([['M6', 'M7', 'M8'], undefined]);
});

test('nobody else holds anything: no second request, nothing left out', async () => {
  const { deps, asked } = server({ decided: ['M2'] });
  const check = await checkLeases(['M1', 'M2'], 5, deps);
  expect(check.leasedElsewhere).toEqual([]);
  expect(asked).toEqual([]);
});

test('without the lease calls (404) nothing is left out', async () => {
  const { deps, asked } = server({ others: ['M1'], claimFails: true });
  const check = await checkLeases(['M1', 'M2'], 5, deps);
  expect(check.leasedElsewhere).toEqual([]);
  expect(asked).toEqual([]);
});

test('a claim asks at most 1000 records; one that covered the whole queue still tells', async () => {
  const { deps, claims } = server({ others: ['M1'] });
  const ids = Array.from({ length: 10 }, (_, i) => `M${i + 1}`);
  const check = await checkLeases(ids, 5000, deps);
  expect(claims).toEqual([1000]);
  // The claim covered the whole queue (fewer records than asked): M1 is known to be held.
  expect(check.leasedElsewhere).toEqual(['M1']);
});
