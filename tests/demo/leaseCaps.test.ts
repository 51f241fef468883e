import type { Student } from '../../src/api/types';
import { LEASE_MS } from '../../src/demo/leases';
import { call, clock, login, startDemoServer, START } from './helpers';

// Issue 40, point 12: one account cannot empty the queue for the others. A queue larger than
// what five accounts may hold at once: 16,000 students, about 5,800 of them pending.
startDemoServer({ students: 16000 });

interface Claimed {
  records: Student[];
  total: number;
  reservedByOthers: number;
  otherControllers: number;
  reservedBy: { login_name: string; count: number }[];
}

const QUEUE = { validation_target: 'data', sort: 'student_lastName', order: 'ASC' };
const ids = (records: Student[]) => records.map((student) => student.student_idNumber);
const claim = (token: string, body: Record<string, unknown>) =>
  call<Claimed>('validation.claim', { token, body: { holder: 'q1', query: QUEUE, ...body } });
const release = (token: string, holder = 'q1') =>
  call('validation.release', { token, body: { holder } });

/** Every control account (demo passwords are the login names), and admin. */
let tokens: { name: string; token: string }[];
beforeAll(async () => {
  const admin = await login('admin');
  const staff = await call<{ login_name: string }[]>('login.list', {
    token: admin,
    params: { login_role: 'control', perPage: 10 },
  });
  const names = ['admin', ...staff.body.data.map((account) => account.login_name)];
  tokens = await Promise.all(names.map(async (name) => ({ name, token: await login(name) })));
});
beforeEach(() => {
  clock.now = START;
});
afterEach(async () => {
  for (const { token } of tokens) {
    await release(token);
    await release(token, 'q2');
  }
});

test('a claim reads on past the records others hold: five accounts holding 5,000 leave the rest to a sixth', async () => {
  expect(tokens.length).toBeGreaterThanOrEqual(6);
  const holders = tokens.slice(0, 5);
  for (const { token } of holders) {
    const held = await claim(token, { count: 1000 });
    expect(held.http).toBe(200);
    expect(held.body.data.records).toHaveLength(1000);
  }
  const { name, token } = tokens[5];
  const mine = await claim(token, { count: 20 });
  expect(mine.http).toBe(200);
  expect(mine.body.data.records).toHaveLength(20);
  expect(mine.body.data.reservedByOthers).toBe(5000);
  expect(mine.body.data.otherControllers).toBe(5);
  expect(mine.body.data.reservedBy).toEqual(
    holders
      .map(({ name: held }) => ({ login_name: held, count: 1000 }))
      .sort((a, b) => a.login_name.localeCompare(b.login_name)),
  );
  // The sixth got the first records after the 5,000 held: the queue's records 5,001 to 5,020.
  const page = await call<Student[]>('validation.students', {
    token,
    params: { ...QUEUE, page: 251, perPage: 20 },
  });
  expect(ids(mine.body.data.records)).toEqual(ids(page.body.data));
  expect(name).not.toBe('admin');
});

test('a claim takes 1,000 records at most, keeps 50 at most: over that, refused in French', async () => {
  const { token } = tokens[1];
  const tooMany = await claim(token, { count: 1001 });
  expect(tooMany.http).toBe(400);
  expect(tooMany.body.errors).toEqual({ count: '1\u202f000 élèves au plus par demande.' });
  const page = await call<Student[]>('validation.students', {
    token,
    params: { ...QUEUE, perPage: 51 },
  });
  const keepTooMany = await claim(token, { count: 0, keep: ids(page.body.data) });
  expect(keepTooMany.http).toBe(400);
  expect(keepTooMany.body.errors).toEqual({ keep: '50 matricules au plus.' });
  // Nothing was leased by the refused claims.
  expect((await claim(tokens[2].token, { count: 0 })).body.data.reservedByOthers).toBe(0);
});

test('one login holds 1,000 leases at most over all its queues: beyond, refused with who and why', async () => {
  const { token } = tokens[1];
  expect((await claim(token, { count: 990 })).http).toBe(200);
  // Another queue of the same login (another tab): 10 more fit, 11 do not.
  const over = await claim(token, { holder: 'q2', count: 11 });
  expect(over.http).toBe(429);
  expect(over.body.message).toBe(
    'Ce compte réserve déjà 990 élèves, 1\u202f000 au plus à la fois : terminez ou quittez une autre file ou sélection multiple, ou attendez deux minutes qu’elles se libèrent.',
  );
  expect((await claim(token, { holder: 'q2', count: 10 })).http).toBe(200);
  // The queue's own leases are replaced by its next claim, not added to: a renewal fits.
  expect((await claim(token, { count: 990 })).http).toBe(200);
  // Once the leases lapse, the room is back.
  clock.now = START + LEASE_MS + 1;
  expect((await claim(token, { holder: 'q2', count: 1000 })).http).toBe(200);
});
