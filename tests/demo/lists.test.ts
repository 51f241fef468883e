import type { School, Student } from '../../src/api/types';
import type { DemoStudent } from '../../src/demo/db';
import type { DemoStore } from '../../src/demo/store';
import { normalizeText } from '../../src/demo/text';
import { MAX_PER_PAGE } from '../../src/demo/listEngine';
import { call, login, startDemoServer, type Params } from './helpers';

const server = startDemoServer();
let token: string;
let store: DemoStore;
let students: DemoStudent[];
beforeAll(async () => {
  token = await login('admin');
  store = await server.runtime.store();
  students = [...store.tables.students.records];
});

const list = (params: Params) => call<Student[]>('student.getStudents', { token, params });
const ids = (records: Student[]) => records.map((student) => student.student_idNumber);

test('pages of 25 by default, 1-based, with the total of all matches', async () => {
  const page1 = await list({});
  expect(page1.body.total).toBe(2000);
  expect(ids(page1.body.data)).toEqual(ids(students.slice(0, 25)));
  const page3 = await list({ page: 3, perPage: 50 });
  expect(ids(page3.body.data)).toEqual(ids(students.slice(100, 150)));
  const last = await list({ page: 40, perPage: 50 });
  expect(last.body.data).toHaveLength(50);
  expect((await list({ page: 41, perPage: 50 })).body.data).toEqual([]);
});

test('perPage is at most 5000 (large pages for exports)', async () => {
  expect(MAX_PER_PAGE).toBe(5000);
  const { body } = await list({ perPage: 1500 });
  expect(body.data).toHaveLength(1500);
  expect(body.total).toBe(2000);
});

test.each(['ASC', 'DESC'] as const)(
  'sorts on a field, %s, case and accents ignored',
  async (order) => {
    const { body } = await list({ sort: 'student_lastName', order, perPage: 1000 });
    const names = body.data.map((student) => normalizeText(student.student_lastName));
    const sorted = [...names].sort();
    expect(names).toEqual(order === 'ASC' ? sorted : sorted.reverse());
    const again = await list({ sort: 'student_lastName', order, perPage: 1000 });
    expect(ids(again.body.data)).toEqual(ids(body.data));
  },
);

test('q is case- and accent-insensitive: "kone" finds Koné', async () => {
  const { body } = await list({ q: 'kone', perPage: 1000 });
  expect(body.total).toBeGreaterThan(0);
  expect(body.data.some((student) => student.student_lastName === 'Koné')).toBe(true);
  const expected = students.filter((s) =>
    normalizeText(`${s.student_lastName} ${s.student_firstName} ${s.student_idNumber}`).includes(
      'kone',
    ),
  );
  expect(ids(body.data)).toEqual(ids(expected));
  expect((await list({ q: 'KONÉ' })).body.total).toBe(expected.length);
});

test('q with several words needs them all; it also finds idNumbers', async () => {
  const target = students.find((student) => student.student_lastName === 'Koné')!;
  const { body } = await list({ q: `${target.student_firstName} kone` });
  expect(ids(body.data)).toContain(target.student_idNumber);
  for (const student of body.data)
    expect(normalizeText(student.student_lastName)).toContain('kone');
  const byNumber = await list({ q: target.student_idNumber.toLowerCase() });
  expect(ids(byNumber.body.data)).toEqual([target.student_idNumber]);
});

test('ids selects records (react-admin getMany)', async () => {
  const wanted = [students[10], students[3], students[500]].map((s) => s.student_idNumber);
  const { body } = await list({ ids: wanted.join(',') });
  expect(body.total).toBe(3);
  expect(ids(body.data).sort()).toEqual([...wanted].sort());
});

test('equality filters: numbers, states, booleans, combined with sort and q', async () => {
  const drenId = students[0].dren_id;
  const params = { dren_id: drenId, student_state: 'pending', student_hasPhoto: 'false' };
  const expected = students.filter(
    (s) => s.dren_id === drenId && s.student_state === 'pending' && !s.student_hasPhoto,
  );
  const { body } = await list({ ...params, perPage: 1000 });
  expect(body.total).toBe(expected.length);
  expect(ids(body.data)).toEqual(ids(expected));

  const sorted = await list({ ...params, sort: 'student_birthDate', order: 'DESC', perPage: 1000 });
  const dates = sorted.body.data.map((s) => s.student_birthDate);
  expect(dates).toEqual([...dates].sort().reverse());

  expect((await list({ dren_id: 9999 })).body).toEqual({ status: 'ok', data: [], total: 0 });
  expect((await list({ unknownField: 'x' })).body.total).toBe(2000);
});

test('the stats of the students follow the same filters', async () => {
  const drenId = students[0].dren_id;
  const own = students.filter((s) => s.dren_id === drenId);
  const { body } = await call('student.getStudentStats', { token, params: { dren_id: drenId } });
  expect(body.data).toEqual({
    total: own.length,
    validated: own.filter((s) => s.student_state === 'validated').length,
    pending: own.filter((s) => s.student_state === 'pending').length,
    rejected: own.filter((s) => s.student_state === 'rejected').length,
    withPhoto: own.filter((s) => s.student_hasPhoto).length,
    withoutPhoto: own.filter((s) => !s.student_hasPhoto).length,
    withIssues: own.filter((s) => s.student_issues.length > 0).length,
  });
});

test('schools with issues: only those, most issues first by default', async () => {
  const { body } = await call<School[]>('school.getSchoolsWithIssues', {
    token,
    params: { perPage: 1000 },
  });
  const counts = body.data.map((school) => school.school_issueCount ?? 0);
  expect(counts.every((count) => count > 0)).toBe(true);
  expect(counts).toEqual([...counts].sort((a, b) => b - a));
  expect(body.total).toBe(store.tables.schools.records.filter((s) => s.school_issueCount).length);
});

test('validation/students lists pending students unless asked otherwise', async () => {
  const pending = await call<Student[]>('validation.students', {
    token,
    params: { perPage: 1000 },
  });
  expect(pending.body.total).toBe(students.filter((s) => s.student_state === 'pending').length);
  const rejected = await call('validation.students', {
    token,
    params: { student_state: 'rejected' },
  });
  expect(rejected.body.total).toBe(students.filter((s) => s.student_state === 'rejected').length);
});

test('a hidden field (the password) can be neither filtered nor sorted on', async () => {
  const all = await call('login.list', { token, params: { perPage: 1000 } });
  const probe = await call('login.list', { token, params: { password: 'admin', perPage: 1000 } });
  expect(probe.body.total).toBe(all.body.total);
});
