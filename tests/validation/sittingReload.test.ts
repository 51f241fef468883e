import type { Student } from '../../src/api/types';
import { ReviewSession, type DecisionPayload } from '../../src/validation/reviewSession';
import type { SittingState } from '../../src/validation/reviewTypes';
import { readSitting, writeSitting } from '../../src/validation/sittingStorage';

const student = (n: number): Student =>
  ({
    student_idNumber: `M${n}`,
    student_lastName: `NOM${n}`,
    student_firstName: 'Awa',
    student_photoUuid: null,
    student_issues: [],
  }) as unknown as Student;

/** A page of the queue: a sitting on a server that records what it is sent. */
const openPage = (sent: DecisionPayload[], claims: string[][]) => {
  const queue = Array.from({ length: 30 }, (_, i) => student(i + 1));
  const decided = () => new Set(sent.map((p) => p.student_idNumber));
  const restored = readSitting('7 data', 7, Date.now());
  const session = new ReviewSession({
    target: 'data',
    fetchQueue: async () => ({ data: [], total: 0 }),
    leases: {
      claim: async (count, keep) => {
        claims.push(keep);
        const data = queue.filter((s) => !decided().has(s.student_idNumber)).slice(0, count);
        return { data, total: data.length, reservedByOthers: 0, otherControllers: 0 };
      },
      release: async () => undefined,
    },
    send: async (payload) => void sent.push(payload),
    describe: (error) => ({ message: (error as Error).message }),
    notify: () => undefined,
    kept: {
      restored,
      save: (state: SittingState) => writeSitting('7 data', { ...state, user: 7, holder: 'h1' }),
    },
  });
  session.start();
  return session;
};

const currentId = (session: ReviewSession) =>
  session.getSnapshot().current?.student.student_idNumber;

beforeEach(() => sessionStorage.clear());

test('F5: the sitting is found again, its count, its record on screen and its undo (issue 40)', async () => {
  const sent: DecisionPayload[] = [];
  const claims: string[][] = [];
  const before = openPage(sent, claims);
  await vi.waitFor(() => expect(currentId(before)).toBe('M1'));
  before.decide('validated');
  before.skip();
  await vi.waitFor(() => expect(before.getSnapshot().sending).toBe(0));
  expect(currentId(before)).toBe('M3');
  // The page is gone (no dispose: a reload or a crash); a new one opens on the same tab.
  const after = openPage(sent, claims);
  expect(after.getSnapshot()).toMatchObject({ decided: 1, skipped: 1, canUndo: true });
  expect(currentId(after)).toBe('M3');
  // Its first claim keeps the record on screen leased.
  await vi.waitFor(() => expect(claims.at(-1)).toEqual(['M3']));
  after.undo();
  expect(currentId(after)).toBe('M1');
  await vi.waitFor(() => expect(after.getSnapshot().sending).toBe(0));
  expect(sent.map((p) => [p.student_idNumber, p.validation_state])).toEqual([
    ['M1', 'validated'],
    ['M1', 'pending'],
  ]);
  expect(after.getSnapshot()).toMatchObject({ decided: 0, canUndo: false });
  before.dispose();
  after.dispose();
});

test('another user’s kept sitting is not read', () => {
  writeSitting('7 data', {
    user: 8,
    holder: 'h',
    decided: 3,
    takenElsewhere: 0,
    onScreen: null,
    skipped: [],
    decisions: [],
  });
  expect(readSitting('7 data', 7, Date.now())).toBeNull();
});
