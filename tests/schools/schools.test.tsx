import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { dataProvider } from '../../src/api/dataProvider';
import type { School, Student } from '../../src/api/types';
import { clearDemoFaults, setDemoFaults } from '../../src/demo/node';
import { renderAppAs, setupDemoServer } from '../helpers/demoApp';
import { captureQueries, filterOf, lastQuery } from './queries';

const server = setupDemoServer();
afterEach(() => server.resetHandlers());
/** Integration tests on a machine shared with other jobs: generous waits. */
const SLOW = { timeout: 15_000 };

const SCHOOLS_PATH = '/api/school/get_schools';

test('the school list is sorted, paged and filtered by the server, filters in the URL', async () => {
  const queries = captureQueries(server, SCHOOLS_PATH);
  const filter = encodeURIComponent(JSON.stringify({ dren_id: 3, school_type: 'Public' }));
  await renderAppAs('agent', `/school?filter=${filter}`);
  await screen.findByRole('columnheader', { name: /Élèves/ }, SLOW);
  await waitFor(
    () =>
      expect(lastQuery(queries)).toMatchObject({
        sort: 'school_name',
        order: 'ASC',
        page: '1',
        perPage: '25',
        dren_id: '3',
        school_type: 'Public',
      }),
    SLOW,
  );

  const user = userEvent.setup();
  await user.click(
    within(screen.getByRole('columnheader', { name: /Élèves/ })).getByRole('button'),
  );
  await waitFor(
    () => expect(lastQuery(queries)).toMatchObject({ sort: 'school_studentCount', dren_id: '3' }),
    SLOW,
  );

  await user.click(screen.getByPlaceholderText('Nom, code ou ville'));
  await user.paste('lycée');
  await waitFor(() => expect(lastQuery(queries)).toMatchObject({ q: 'lycée', dren_id: '3' }), SLOW);
  expect(filterOf(window.location.href)).toMatchObject({ q: 'lycée', dren_id: 3 });
});

test('the DREN filter is an autocomplete over the DRENs', async () => {
  const queries = captureQueries(server, SCHOOLS_PATH);
  await renderAppAs('agent', '/school');
  const user = userEvent.setup();
  const input = await screen.findByRole('combobox', { name: 'DREN' }, SLOW);
  await user.click(input);
  await user.type(input, 'Daloa');
  await user.click(await screen.findByRole('option', { name: 'DREN Daloa' }, SLOW));
  const { data } = await dataProvider.getList('dren', {
    pagination: { page: 1, perPage: 1 },
    sort: { field: 'dren_name', order: 'ASC' },
    filter: { q: 'Daloa' },
  });
  await waitFor(
    () => expect(lastQuery(queries)).toMatchObject({ dren_id: String(data[0].dren_id) }),
    SLOW,
  );
});

test('a school’s page lists its students, each linking to the student', async () => {
  await renderAppAs('agent', '/');
  const { data } = await dataProvider.getList<School & { id: number }>('school', {
    pagination: { page: 1, perPage: 1 },
    sort: { field: 'school_studentCount', order: 'DESC' },
    filter: {},
  });
  const school = data[0];
  const students = captureQueries(server, '/api/student/get_students');
  window.history.pushState(null, '', `/school/${school.school_id}/show`);
  window.dispatchEvent(new PopStateEvent('popstate'));

  const section = await screen.findByRole('region', { name: 'Élèves de l’école' }, SLOW);
  // The full name as the page's heading: the app bar's title is cut on a phone.
  expect(
    await screen.findByRole('heading', { level: 1, name: school.school_name }, SLOW),
  ).toBeInTheDocument();
  await waitFor(
    () =>
      expect(lastQuery(students)).toMatchObject({
        school_id: String(school.school_id),
        sort: 'student_lastName',
        perPage: '25',
      }),
    SLOW,
  );
  const { data: expected, total } = await dataProvider.getList<Student & { id: string }>(
    'student',
    {
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'student_lastName', order: 'ASC' },
      filter: { school_id: school.school_id },
    },
  );
  expect(total).toBe(school.school_studentCount);
  const first = expected[0];
  const link = await within(section).findByRole('link', { name: first.student_idNumber }, SLOW);
  expect(link).toHaveAttribute('href', `/student/${first.student_idNumber}/show`);
  const row = link.closest('tr')!;
  expect(within(row).getByText(first.student_lastName)).toBeInTheDocument();
  expect(within(row).getByText(first.student_class)).toBeInTheDocument();
  expect(within(section).getAllByRole('row')).toHaveLength(expected.length + 1);

  const open = screen.getByRole('link', { name: /Ouvrir dans la liste des élèves/ });
  expect(open.getAttribute('href')).toBe(
    `/student?filter=${encodeURIComponent(JSON.stringify({ school_id: school.school_id }))}`,
  );
  expect(filterOf(open.getAttribute('href'))).toEqual({ school_id: school.school_id });
  expect(screen.getByRole('link', { name: school.dren_name })).toHaveAttribute(
    'href',
    `/dren/${school.dren_id}/show`,
  );
});

test('a list that fails to load says so in French and can be retried', async () => {
  setDemoFaults({ fail: 'server', match: SCHOOLS_PATH });
  try {
    await renderAppAs('agent', '/school');
    // react-query retries three times before the error shows.
    const retry = await screen.findByRole('button', { name: 'Réessayer' }, { timeout: 30_000 });
    expect(retry.closest('[role="alert"]')).toHaveTextContent('Erreur interne du serveur (démo).');
    expect(screen.queryByText(/Lignes par page/)).toBeNull();
    clearDemoFaults();
    await userEvent.setup().click(retry);
    expect(await screen.findByRole('columnheader', { name: /Élèves/ }, SLOW)).toBeInTheDocument();
  } finally {
    clearDemoFaults();
  }
});
