import { screen, waitFor, within } from '@testing-library/react';
import { dataProvider } from '../../src/api/dataProvider';
import type { School, Student, ValidationRule } from '../../src/api/types';
import { renderAppAs, setupDemoServer } from '../helpers/demoApp';
import { captureQueries, lastQuery } from '../schools/queries';

const server = setupDemoServer();
afterEach(() => server.resetHandlers());
/** Integration tests on a machine shared with other jobs: generous waits. */
const SLOW = { timeout: 15_000 };

type Row<T> = T & { id: string | number };

test('an agent (no role) opening the students to correct lands on the home page', async () => {
  await renderAppAs('agent', '/schoolValidationIssues');
  await waitFor(() => expect(window.location.pathname).toBe('/'), SLOW);
});

test('schools with issues come sorted by students to correct, most first', async () => {
  const queries = captureQueries(server, '/api/school/get_schools_with_issues');
  await renderAppAs('control', '/schoolValidationIssues');
  const header = await screen.findByRole('columnheader', { name: /À corriger/ }, SLOW);
  await waitFor(
    () =>
      expect(lastQuery(queries)).toMatchObject({
        sort: 'school_issueCount',
        order: 'DESC',
        perPage: '25',
      }),
    SLOW,
  );
  const table = header.closest('table')!;
  const { data } = await dataProvider.getList<Row<School>>('schoolValidationIssues', {
    pagination: { page: 1, perPage: 25 },
    sort: { field: 'school_issueCount', order: 'DESC' },
    filter: {},
  });
  const counts = data.map((school) => school.school_issueCount);
  expect(counts).toEqual([...counts].sort((a, b) => b - a));
  const first = await within(table).findByRole('link', { name: data[0].school_name }, SLOW);
  expect(first).toHaveAttribute('href', `/schoolValidationIssues/${data[0].school_id}/show`);
});

test('a school’s students to correct show their issues by label and link to the student', async () => {
  await renderAppAs('admin', '/');
  const { data } = await dataProvider.getList<Row<School>>('schoolValidationIssues', {
    pagination: { page: 1, perPage: 1 },
    sort: { field: 'school_issueCount', order: 'DESC' },
    filter: {},
  });
  const school = data[0];
  const rules = await dataProvider.call<ValidationRule[]>('validation.studentRules');
  const labelOf = new Map(rules.map((rule) => [rule.rule_id, rule.rule_label]));
  const students = captureQueries(server, '/api/student/get_students');
  window.history.pushState(null, '', `/schoolValidationIssues/${school.school_id}/show`);
  window.dispatchEvent(new PopStateEvent('popstate'));

  const section = await screen.findByRole('region', { name: 'Élèves à corriger' }, SLOW);
  // The school's full name is the page's heading (the app bar's title is cut on a phone).
  expect(
    await screen.findByRole('heading', { level: 1, name: school.school_name }, SLOW),
  ).toBeVisible();
  await waitFor(
    () =>
      expect(lastQuery(students)).toMatchObject({
        school_id: String(school.school_id),
        hasIssues: 'true',
      }),
    SLOW,
  );
  const { data: expected, total } = await dataProvider.getList<Row<Student>>('student', {
    pagination: { page: 1, perPage: 25 },
    sort: { field: 'student_lastName', order: 'ASC' },
    filter: { school_id: school.school_id, hasIssues: true },
  });
  expect(total).toBe(school.school_issueCount);
  expect(expected.every((student) => student.student_issues.length > 0)).toBe(true);

  const student = expected[0];
  const link = await within(section).findByRole('link', { name: student.student_idNumber }, SLOW);
  expect(link).toHaveAttribute('href', `/student/${student.student_idNumber}/show`);
  const row = link.closest('tr')!;
  for (const ruleId of student.student_issues) {
    expect(await within(row).findByText(labelOf.get(ruleId)!, {}, SLOW)).toBeInTheDocument();
  }
  expect(within(section).getAllByRole('row')).toHaveLength(expected.length + 1);
});
