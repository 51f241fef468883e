import type { School, Student } from '../../src/api/types';
import { call, login, startDemoServer } from './helpers';

const FORBIDDEN =
  'Accès refusé : les anomalies de validité sont réservées aux administrateurs et aux contrôleurs.';

startDemoServer();
const tokens: Record<string, string> = {};
beforeAll(async () => {
  for (const name of ['admin', 'control', 'dev', 'agent']) tokens[name] = await login(name);
});

describe('a user without admin or control (agent, dev)', () => {
  test.each(['agent', 'dev'])('%s: students come without their issues', async (name) => {
    const token = tokens[name];
    const list = await call<Student[]>('student.getStudents', { token, params: { perPage: 50 } });
    expect(list.http).toBe(200);
    expect(list.body.data).toHaveLength(50);
    for (const student of list.body.data) expect(student).not.toHaveProperty('student_issues');
    const idNumber = list.body.data[0].student_idNumber;
    const one = await call<Student>('student.getStudent', {
      token,
      params: { student_idNumber: idNumber },
    });
    expect(one.body.data.student_idNumber).toBe(idNumber);
    expect(one.body.data).not.toHaveProperty('student_issues');
    const byUuid = await call<Student>('student.getStudentByUuid', {
      token,
      params: { student_uuid: list.body.data[0].student_uuid },
    });
    expect(byUuid.body.data).not.toHaveProperty('student_issues');
  });

  test('schools come without their count of students to correct', async () => {
    const token = tokens.agent;
    const list = await call<School[]>('school.getSchools', { token, params: { perPage: 50 } });
    expect(list.body.data.length).toBeGreaterThan(0);
    for (const school of list.body.data) expect(school).not.toHaveProperty('school_issueCount');
    const one = await call<School>('school.getSchool', {
      token,
      params: { school_id: list.body.data[0].school_id },
    });
    expect(one.body.data.school_name).toBe(list.body.data[0].school_name);
    expect(one.body.data).not.toHaveProperty('school_issueCount');
  });

  test('the students figures leave out those with issues', async () => {
    const { body } = await call<Record<string, number>>('student.getStudentStats', {
      token: tokens.agent,
    });
    expect(body.data.total).toBeGreaterThan(0);
    expect(body.data).not.toHaveProperty('withIssues');
  });

  test.each([
    ['student.getStudents', { hasIssues: 'true' }],
    ['student.getStudents', { hasIssues: 'false' }],
    ['student.getStudents', { student_issues: 'birthdate_missing' }],
    ['student.getStudents', { sort: 'student_issues', order: 'DESC' }],
    ['student.getStudentStats', { hasIssues: 'true' }],
    ['student.getStudentStats', { student_issues: 'birthdate_missing' }],
    ['school.getSchools', { school_issueCount: '0' }],
    ['school.getSchools', { sort: 'school_issueCount', order: 'DESC' }],
  ] as const)('%s refuses %o with a French 403', async (name, params) => {
    const { http, body } = await call(name, { token: tokens.agent, params });
    expect(http).toBe(403);
    expect(body).toEqual({ status: 'error', message: FORBIDDEN });
  });
});

describe('admins and controllers', () => {
  test.each(['admin', 'control'])('%s reads issues and filters on them', async (name) => {
    const token = tokens[name];
    const { http, body } = await call<Student[]>('student.getStudents', {
      token,
      params: { hasIssues: 'true', perPage: 20 },
    });
    expect(http).toBe(200);
    expect(body.data.length).toBeGreaterThan(0);
    for (const student of body.data) expect(student.student_issues?.length).toBeGreaterThan(0);
    const schools = await call<School[]>('school.getSchools', {
      token,
      params: { sort: 'school_issueCount', order: 'DESC', perPage: 5 },
    });
    expect(schools.http).toBe(200);
    expect(typeof schools.body.data[0].school_issueCount).toBe('number');
    const stats = await call<Record<string, number>>('student.getStudentStats', { token });
    expect(typeof stats.body.data.withIssues).toBe('number');
  });
});

test('an anomaly names its field in French, never by its code name', async () => {
  const token = tokens.control;
  const list = await call<Student[]>('student.getStudents', {
    token,
    params: { perPage: 500 },
  });
  const issues = await Promise.all(
    list.body.data
      .filter((student) => (student.student_issues ?? []).length > 0)
      .slice(0, 20)
      .map((student) =>
        call<{ message: string }[]>('student.getStudentValidityIssues', {
          token,
          params: { student_idNumber: student.student_idNumber },
        }),
      ),
  );
  const messages = issues.flatMap((answer) => answer.body.data.map(({ message }) => message));
  expect(messages.length).toBeGreaterThan(0);
  for (const message of messages) expect(message).not.toMatch(/student_/);
  expect(
    messages.some((message) =>
      /\((Nom|Prénoms|Classe|Date de naissance|Sexe|Photo|Matricule) : /.test(message),
    ),
  ).toBe(true);
});
