import type { Student, StudentValidation } from '../../src/api/types';
import { photosOf } from '../../src/demo/derived';
import { call, clock, demoTokens, startDemoServer } from './helpers';

const server = startDemoServer();
let token: string;
beforeAll(async () => {
  token = (await demoTokens()).control;
});

type Target = 'data' | 'photo';
interface SchoolRow {
  school_id: number;
  total: number;
  pending: number;
  validated: number;
  rejected: number;
}

/** The counts per school the slow way: every student, every latest photo. */
async function recount(target: Target): Promise<Map<number, SchoolRow>> {
  const store = await server.runtime.store();
  const rows = new Map<number, SchoolRow>();
  for (const student of store.tables.students.records) {
    let row = rows.get(student.school_id);
    if (!row) {
      row = { school_id: student.school_id, total: 0, pending: 0, validated: 0, rejected: 0 };
      rows.set(student.school_id, row);
    }
    row.total++;
    const state =
      target === 'data'
        ? student.student_state
        : photosOf(store, student.student_idNumber)[0]?.photo_state;
    if (state) row[state]++;
  }
  return rows;
}

async function expectCountsRight(): Promise<void> {
  for (const target of ['data', 'photo'] as const) {
    const { body } = await call<SchoolRow[]>('stats.studentsBySchool', {
      token,
      params: { target },
    });
    const expected = await recount(target);
    for (const row of body.data) {
      const { school_id, total, pending, validated, rejected } = row;
      expect({ school_id, total, pending, validated, rejected }).toEqual(
        expected.get(school_id) ?? { school_id, total: 0, pending: 0, validated: 0, rejected: 0 },
      );
    }
  }
  const store = await server.runtime.store();
  const pendingLatest = store.tables.students.records.filter(
    (student) => photosOf(store, student.student_idNumber)[0]?.photo_state === 'pending',
  ).length;
  const queue = await call<Student[]>('validation.students', {
    token,
    params: { validation_target: 'photo', perPage: 1 },
  });
  expect(queue.body.total).toBe(pendingLatest);
}

const decide = (student: Student, target: Target, state: string) =>
  call<StudentValidation>('validation.studentValidation', {
    token,
    body: {
      student_idNumber: student.student_idNumber,
      validation_target: target,
      validation_state: state,
    },
  });

test('the schools counts kept up by the writes equal a full recount', async () => {
  await expectCountsRight();
  for (const target of ['data', 'photo'] as const) {
    const { body } = await call<Student[]>('validation.students', {
      token,
      params: { validation_target: target, perPage: 6 },
    });
    const [a, b, c, d, e, f] = body.data;
    expect((await decide(a, target, 'validated')).http).toBe(200);
    expect((await decide(b, target, 'rejected')).http).toBe(200);
    expect((await decide(c, target, 'validated')).http).toBe(200);
    expect((await decide(d, target, 'rejected')).http).toBe(200);
    expect((await decide(e, target, 'validated')).http).toBe(200);
    expect((await decide(f, target, 'validated')).http).toBe(200);
    await expectCountsRight();
    // Undone within the window: back to pending.
    clock.now += 60_000;
    expect((await decide(a, target, 'pending')).http).toBe(200);
    expect((await decide(b, target, 'pending')).http).toBe(200);
    await expectCountsRight();
  }
});

test('after a reload (the journal replayed), the counts still equal a recount', async () => {
  await server.runtime.reset();
  await expectCountsRight();
});
