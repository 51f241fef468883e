import type { Student } from '../../src/api/types';
import { JOURNAL_KEY } from '../../src/demo/journal';
import { memoryStorage } from '../../src/demo/storage';
import { call, clock, login, START, withServer } from './helpers';

// Issue 40: claims go in the demo's journal (who leased what, when), and a restart of the
// demo API replays them: the records stay with whoever held them.
const QUEUE = { validation_target: 'data', sort: 'student_lastName', order: 'ASC' };
const ids = (records: Student[]) => records.map((student) => student.student_idNumber);

interface Claimed {
  records: Student[];
  reservedBy: { login_name: string; count: number }[];
}
interface Recorded {
  n: string;
  u: number;
  t: number;
  b: { holder: string; session: string; ids?: string[]; until?: number };
}
const recorded = (storage: ReturnType<typeof memoryStorage>) =>
  (JSON.parse(storage.getItem(JOURNAL_KEY)!) as { ops: Recorded[] }).ops;

test('claims and releases go in the journal, and a restart replays them: the same leases', async () => {
  clock.now = START;
  const storage = memoryStorage();
  const held = await withServer(storage, async () => {
    const token = await login('control');
    const mine = await call<Claimed>('validation.claim', {
      token,
      body: { holder: 'q1', query: QUEUE, count: 3 },
    });
    const claimed = ids(mine.body.data.records);
    await call('validation.release', {
      token,
      body: { holder: 'q1', student_idNumbers: [claimed[2]] },
    });
    // A release that ended nothing is not recorded.
    await call('validation.release', { token, body: { holder: 'nobody' } });
    return claimed;
  });
  const ops = recorded(storage);
  expect(ops.map((op) => op.n)).toEqual(['validation.claim', 'validation.release']);
  expect(ops[0]).toMatchObject({
    t: START,
    b: { holder: 'q1', ids: held, until: START + 2 * 60_000 },
  });
  expect(ops[0].b.session).toEqual(expect.any(String));
  expect(ops[1].b).toEqual({ holder: 'q1', session: ops[0].b.session, ids: [held[2]] });

  // A fresh server on the same journal, a minute later: two records still held by control.
  clock.now = START + 60_000;
  await withServer(storage, async () => {
    const other = await login('admin');
    const theirs = await call<Claimed>('validation.claim', {
      token: other,
      body: { holder: 'q9', query: QUEUE, count: 3 },
    });
    expect(theirs.body.data.reservedBy).toEqual([{ login_name: 'control', count: 2 }]);
    expect(ids(theirs.body.data.records)[0]).toBe(held[2]);
    expect(ids(theirs.body.data.records)).not.toContain(held[0]);
  });
});
