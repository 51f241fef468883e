import { screen, waitFor, within } from '@testing-library/react';
import type { Student } from '../../src/api/types';
import { dataProvider } from '../../src/api/dataProvider';
import { STATS_FORBIDDEN } from '../../src/dashboards/statsAccess';
import { renderAppAs } from '../helpers/demoApp';
import {
  answerOf,
  captureRequests,
  demoServer,
  findCard,
  numberOf,
  rowNamed,
  setupUser,
  tableOf,
} from './helpers';
import { seen } from '../helpers/seen';

const server = demoServer();
afterEach(() => server.resetHandlers());

interface SchoolStates {
  school_id: number;
  school_name: string;
  total: number;
  validated: number;
  pending: number;
  rejected: number;
}

const DREN_ID = 2;

const biggestSchool = async () => {
  const schools = await answerOf<SchoolStates[]>('stats.studentsBySchool', {
    dren_id: DREN_ID,
    target: 'data',
  });
  return [...schools].sort((a, b) => b.total - a.total)[0];
};

test('a DREN’s schools: its call, the same breakdown, links to the students of a school and of a state', async () => {
  const calls = captureRequests(server, '/api/stats/get_students_by_school');
  await renderAppAs('control', `/statsDashboardBySchool?dren_id=${DREN_ID}`);
  const card = await findCard('Élèves par école');
  expect(calls.calls()).toEqual([{ dren_id: String(DREN_ID), target: 'data' }]);
  const school = await biggestSchool();
  const rows = await tableOf(card);
  const cells = rowNamed(rows, school.school_name);
  expect(cells.slice(1, 5).map(numberOf)).toEqual([
    school.validated,
    school.pending,
    school.rejected,
    school.total,
  ]);
  const row = within(card).getByRole('link', { name: school.school_name }).closest('tr')!;
  expect(within(row).getByRole('link', { name: school.school_name })).toHaveAttribute(
    'href',
    `/statsDashboardStudents?dren_id=${DREN_ID}&school_id=${school.school_id}`,
  );
  const pending = within(row)
    .getAllByRole('link')
    .find((link) => link.getAttribute('href')?.endsWith('&state=pending'));
  expect(pending).toHaveAttribute(
    'href',
    `/statsDashboardStudents?dren_id=${DREN_ID}&school_id=${school.school_id}&state=pending`,
  );

  // The search and the sort live in the URL and narrow the same rows.
  const user = setupUser();
  await user.type(within(card).getByRole('searchbox', { name: 'Rechercher une école' }), 'zzzz');
  await waitFor(() => expect(new URL(window.location.href).searchParams.get('q')).toBe('zzzz'));
  await seen(within(card).findByText('Aucun résultat pour cette recherche.'));
});

test('the students behind a number: paged by the server, state in the URL, each linking to the student', async () => {
  const school = await (async () => {
    await renderAppAs('control', '/');
    return biggestSchool();
  })();
  const students = captureRequests(server, '/api/student/get_students');
  const stats = captureRequests(server, '/api/student/get_student_stats');
  window.history.pushState(
    null,
    '',
    `/statsDashboardStudents?dren_id=${DREN_ID}&school_id=${school.school_id}&state=pending`,
  );
  window.dispatchEvent(new PopStateEvent('popstate'));
  const crumbs = await screen.findByRole('navigation', { name: 'Fil d’Ariane' });
  await within(crumbs).findByText(school.school_name);
  expect(within(crumbs).getByRole('link', { name: 'Toutes les DREN' })).toHaveAttribute(
    'href',
    '/statsDashboard',
  );
  const table = await screen.findByRole('table');
  await waitFor(() =>
    expect(students.last()).toMatchObject({
      school_id: String(school.school_id),
      student_state: 'pending',
      page: '1',
      perPage: '25',
    }),
  );
  // The school's counts (and, beside them, one call per class for the breakdown by class).
  expect(stats.calls()).toContainEqual({ school_id: String(school.school_id) });
  const { data } = await dataProvider.getList<Student & { id: string }>('student', {
    pagination: { page: 1, perPage: 25 },
    sort: { field: 'student_lastName', order: 'ASC' },
    filter: { school_id: school.school_id, student_state: 'pending' },
  });
  expect(data.length).toBe(Math.min(25, school.pending));
  const link = await within(table).findByRole('link', { name: data[0].student_idNumber });
  expect(link).toHaveAttribute('href', `/student/${data[0].student_idNumber}/show`);
  const filter = screen.getByRole('group', { name: 'État des élèves affichés' });
  await waitFor(() =>
    expect(within(filter).getByRole('button', { pressed: true })).toHaveTextContent(
      /En attente.*\(\d+\)/,
    ),
  );
  await setupUser().click(within(filter).getByRole('button', { name: /^Tous/ }));
  await waitFor(() => expect(new URL(window.location.href).searchParams.get('state')).toBeNull());
  await waitFor(() => expect(students.last().student_state).toBeUndefined());
});

test('an agent opening a drill-down reads at once why the stats are not theirs, and no stats call is made', async () => {
  const stats = captureRequests(server, '/api/stats/get_students_by_school');
  const figures = captureRequests(server, '/api/stats/get_dren_stats');
  for (const path of [
    `/statsDashboardBySchool?dren_id=${DREN_ID}`,
    '/statsDashboardBySchool',
    '/validationDashboardBySchool',
  ]) {
    const { unmount } = await renderAppAs('agent', path);
    const alert = (await screen.findByText(STATS_FORBIDDEN, { exact: false })).closest(
      '[role="alert"]',
    ) as HTMLElement;
    // No DREN to pick first (the figures would then be refused), no link to the national
    // dashboard (it refuses agents): the way to what an agent may read, the students.
    expect(alert).toHaveTextContent(
      `${STATS_FORBIDDEN} Les élèves se consultent dans la liste des élèves.`,
    );
    expect(within(alert).getByRole('link', { name: 'liste des élèves' })).toHaveAttribute(
      'href',
      '/student',
    );
    expect(screen.queryByRole('combobox', { name: 'DREN' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Toutes les DREN' })).toBeNull();
    unmount();
  }
  expect(stats.calls()).toEqual([]);
  expect(figures.calls()).toEqual([]);
});

test('an agent on the students of the statistics without a place is sent to the students, not to the refused dashboard', async () => {
  await renderAppAs('agent', '/statsDashboardStudents');
  const alert = (
    await screen.findByText(/^Cette page montre les élèves d’une DREN ou d’une école/)
  ).closest('[role="alert"]') as HTMLElement;
  expect(
    within(alert)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href')),
  ).toEqual(['/student']);
});

test('without a place, the students of the statistics ask for no counts; a DREN chosen, they do', async () => {
  const counts = captureRequests(server, '/api/student/get_student_stats');
  await renderAppAs('control', '/statsDashboardStudents');
  const alert = (await screen.findByText(/^Choisissez d’abord une DREN puis une école/)).closest(
    '[role="alert"]',
  );
  expect(alert).toHaveTextContent(
    'Choisissez d’abord une DREN puis une école dans les statistiques élèves.',
  );
  window.history.pushState(null, '', `/statsDashboardStudents?dren_id=${DREN_ID}`);
  window.dispatchEvent(new PopStateEvent('popstate'));
  await waitFor(() => expect(counts.calls()).not.toHaveLength(0));
  // The first one is the DREN's (its classes' follow): none was sent without a place.
  expect(counts.calls()[0]).toEqual({ dren_id: String(DREN_ID) });
});

test('a controller on a drill-down without its DREN may go back to all DRENs', async () => {
  await renderAppAs('control', '/validationDashboardBySchool');
  const link = await screen.findByRole('link', { name: 'vue de toutes les DREN' });
  expect(link).toHaveAttribute('href', '/validationDashboard');
  expect(link.closest('[role="alert"]')).toHaveTextContent(
    'Choisissez une DREN dans la liste ci-dessus, ou revenez à la vue de toutes les DREN.',
  );
  expect(screen.getByRole('combobox', { name: 'DREN' })).toHaveTextContent('Toutes les DREN');
});

test('an agent still sees the students of a school: those calls are open to every user', async () => {
  await renderAppAs('agent', '/');
  const { data } = await dataProvider.getList('school', {
    pagination: { page: 1, perPage: 1 },
    sort: { field: 'school_studentCount', order: 'DESC' },
    filter: {},
  });
  window.history.pushState(null, '', `/statsDashboardStudents?school_id=${data[0].school_id}`);
  window.dispatchEvent(new PopStateEvent('popstate'));
  const table = await screen.findByRole('table');
  expect(within(table).getAllByRole('link').length).toBeGreaterThan(0);
  expect(screen.queryByText(STATS_FORBIDDEN)).toBeNull();
});

test('a 403 from the server reads as the same explanation, not as an error', async () => {
  const { http, HttpResponse } = await import('msw');
  server.use(
    http.get('*/api/stats/get_students_by_school', () =>
      HttpResponse.json({ status: 'error', message: 'Accès refusé' }, { status: 403 }),
    ),
  );
  await renderAppAs('control', `/statsDashboardBySchool?dren_id=${DREN_ID}`);
  const card = await screen.findByRole('region', { name: 'Élèves par école' });
  await seen(within(card).findByText(STATS_FORBIDDEN));
});

test('counts by state that fail to load say why, with Réessayer, and the students stay listed', async () => {
  const { http, HttpResponse } = await import('msw');
  let failing = true;
  server.use(
    http.get('*/api/student/get_student_stats', () => (failing ? HttpResponse.error() : undefined)),
  );
  await renderAppAs('control', '/');
  const school = await biggestSchool();
  window.history.pushState(
    null,
    '',
    `/statsDashboardStudents?dren_id=${DREN_ID}&school_id=${school.school_id}`,
  );
  window.dispatchEvent(new PopStateEvent('popstate'));
  const alert = await screen.findByText(
    'Les effectifs par état n’ont pas pu être chargés : Impossible de joindre le serveur. Vérifiez votre connexion puis réessayez.',
  );
  expect(within(await screen.findByRole('table')).getAllByRole('link').length).toBeGreaterThan(0);
  const states = screen.getByRole('group', { name: 'État des élèves affichés' });
  expect(
    within(states)
      .getAllByRole('button')
      .map((button) => button.textContent),
  ).toEqual(['Tous', 'Validés', 'En attente', 'Rejetés']);
  failing = false;
  await setupUser().click(
    within(alert.closest('[role="alert"]') as HTMLElement).getByRole('button', {
      name: 'Réessayer',
    }),
  );
  await waitFor(() => expect(screen.queryByText(/n’ont pas pu être chargés/)).toBeNull());
  await waitFor(() =>
    expect(within(states).getAllByRole('button')[0]).toHaveTextContent(/^Tous\s\(\d/),
  );
});
