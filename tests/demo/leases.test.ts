import type { Student } from '../../src/api/types';
import { LEASE_MS } from '../../src/demo/leases';
import { call, clock, login, startDemoServer, START } from './helpers';

startDemoServer();

interface Claimed {
  records: Student[];
  total: number;
  reservedByOthers: number;
  otherControllers: number;
  until: string;
}

/** Two controllers, each logged in in their own session, on the same queue. */
let first: string;
let second: string;
beforeAll(async () => {
  first = await login('control');
  second = await login('admin');
});
beforeEach(() => {
  clock.now = START;
});

const QUEUE = { validation_target: 'data', sort: 'student_lastName', order: 'ASC' };
const ids = (records: Student[]) => records.map((student) => student.student_idNumber);

const claim = (token: string, body: Record<string, unknown>) =>
  call<Claimed>('validation.claim', { token, body: { holder: 'q1', query: QUEUE, ...body } });
const release = (token: string, body: Record<string, unknown> = {}) =>
  call<{ released: number }>('validation.release', { token, body: { holder: 'q1', ...body } });
const decide = (token: string, id: string) =>
  call('validation.studentValidation', {
    token,
    body: { student_idNumber: id, validation_target: 'data', validation_state: 'validated' },
  });

afterEach(async () => {
  await release(first);
  await release(second);
});

test('a lease is granted for two minutes, and the records go to one controller only', async () => {
  const head = await call<Student[]>('validation.students', {
    token: first,
    params: { ...QUEUE, perPage: 10 },
  });
  const mine = await claim(first, { count: 5 });
  expect(mine.http).toBe(200);
  expect(ids(mine.body.data.records)).toEqual(ids(head.body.data).slice(0, 5));
  expect(mine.body.data).toMatchObject({
    total: head.body.total,
    reservedByOthers: 0,
    otherControllers: 0,
    until: new Date(START + LEASE_MS).toISOString().replace('.000', ''),
  });

  const theirs = await claim(second, { count: 5 });
  expect(ids(theirs.body.data.records)).toEqual(ids(head.body.data).slice(5, 10));
  expect(theirs.body.data).toMatchObject({ reservedByOthers: 5, otherControllers: 1 });
});

test('a claim renews the kept records, and a lease not renewed expires by itself', async () => {
  const mine = await claim(first, { count: 3 });
  const held = ids(mine.body.data.records);
  clock.now = START + LEASE_MS - 1000;
  const renewed = await claim(first, { count: 3, keep: held });
  expect(ids(renewed.body.data.records)).toEqual(held);
  // Past the first lease's end, still held: the renewal moved it.
  clock.now = START + LEASE_MS + 1000;
  const theirs = await claim(second, { count: 3 });
  expect(ids(theirs.body.data.records)).not.toContain(held[0]);
  expect(theirs.body.data.reservedByOthers).toBe(3);
  // Then nobody renews: two minutes later, the records are free again.
  await release(second);
  clock.now = START + 2 * LEASE_MS;
  const later = await claim(second, { count: 3 });
  expect(ids(later.body.data.records)).toEqual(held);
  expect(later.body.data.reservedByOthers).toBe(0);
});

test('released records, and the ones left out, go to the next controller', async () => {
  const mine = await claim(first, { count: 4 });
  const held = ids(mine.body.data.records);
  const one = await release(first, { student_idNumbers: [held[0]] });
  expect(one.body.data).toEqual({ released: 1 });
  const theirs = await claim(second, { count: 1 });
  expect(ids(theirs.body.data.records)).toEqual([held[0]]);
  // A skipped record is left out of the next claim: it goes back to the others.
  const again = await claim(first, { count: 2, exclude: [held[1]] });
  expect(ids(again.body.data.records)).toEqual([held[2], held[3]]);
  expect((await release(first)).body.data).toEqual({ released: 2 });
});

test('a decision ends its lease; a decision on a record held by another is still accepted', async () => {
  const mine = await claim(first, { count: 2 });
  const [a, b] = ids(mine.body.data.records);
  expect((await decide(second, a)).http).toBe(200);
  expect((await decide(first, b)).http).toBe(200);
  expect((await release(first)).body.data).toEqual({ released: 0 });
});

test('a controller’s own leases from another sitting (a reload) do not keep records from them', async () => {
  const before = await claim(first, { count: 3 });
  const again = await login('control');
  const after = await claim(again, { holder: 'q2', count: 3 });
  expect(ids(after.body.data.records)).toEqual(ids(before.body.data.records));
  expect(after.body.data).toMatchObject({ reservedByOthers: 0, otherControllers: 0 });
  await release(again, { holder: 'q2' });
});

test('a logout ends the session’s leases; bad bodies get French messages', async () => {
  const other = await login('admin');
  await claim(other, { count: 2 });
  expect((await claim(first, { count: 0 })).body.data.reservedByOthers).toBe(2);
  await call('auth.logout', { token: other });
  expect((await claim(first, { count: 0 })).body.data.reservedByOthers).toBe(0);

  const bad = await call('validation.claim', {
    token: first,
    body: { holder: '', count: 'deux', keep: [1] },
  });
  expect(bad.http).toBe(400);
  expect(bad.body.errors).toEqual({
    holder: 'Ce champ est obligatoire.',
    count: 'Nombre entier attendu.',
    keep: 'Liste de matricules attendue.',
  });
  const agent = await login('agent');
  expect((await call('validation.claim', { token: agent, body: {} })).http).toBe(403);
});
