import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderAppAs } from '../helpers/demoApp';
import {
  answerOf,
  captureRequests,
  demoServer,
  findCard,
  numberOf,
  plain,
  rowNamed,
  setupUser,
  tableOf,
} from './helpers';
import { seen } from '../helpers/seen';

const server = demoServer();
afterEach(() => server.resetHandlers());

interface DrenStats {
  schools: number;
  students: number;
  validated: number;
  pending: number;
  rejected: number;
  withPhoto: number;
}
interface DrenStates {
  dren_id: number;
  dren_name: string;
  validated: number;
  pending: number;
  rejected: number;
}

/** The figure of a definition list by its label: '27 383' → 27383, and its share line. */
const figure = (card: HTMLElement, label: string) => {
  const term = within(card).getByText(label, { selector: 'dt' });
  const [value, share] = [...term.parentElement!.querySelectorAll('dd')].map((dd) =>
    plain(dd.textContent),
  );
  return { value: numberOf(value), share };
};

test('the country’s key figures are get_dren_stats, each with its share of the students', async () => {
  const calls = captureRequests(server, '/api/stats/get_dren_stats');
  await renderAppAs('control', '/statsDashboard');
  const card = await screen.findByRole('region', { name: 'Chiffres clés du pays' });
  await within(card).findByText('Écoles', { selector: 'dt' });
  expect(calls.calls()).toEqual([{}]);
  const stats = await answerOf<DrenStats>('stats.drenStats');
  expect(figure(card, 'Écoles').value).toBe(stats.schools);
  expect(figure(card, 'Élèves').value).toBe(stats.students);
  const parts = ['Validés', 'En attente', 'Rejetés'].map((label) => figure(card, label).value);
  expect(parts).toEqual([stats.validated, stats.pending, stats.rejected]);
  expect(parts.reduce((a, b) => a + b, 0)).toBe(stats.students);
  const share = ((100 * stats.validated) / stats.students).toFixed(1).replace('.', ',');
  expect(figure(card, 'Validés').share).toBe(`${share} % des élèves`);
  expect(figure(card, 'Avec photo').value).toBe(stats.withPhoto);
});

test('students by DREN: target data, parts adding up to each total, sortable by rate in the URL', async () => {
  const calls = captureRequests(server, '/api/stats/get_students_by_dren_with_state');
  await renderAppAs('admin', '/statsDashboard');
  const card = await findCard('Élèves par DREN');
  expect(calls.calls()).toEqual([{ target: 'data' }]);
  const rows = await tableOf(card);
  expect(rows[0]).toEqual([
    'DREN',
    'Validés',
    'En attente',
    'Rejetés',
    'Élèves',
    'Taux de validation',
  ]);
  const answer = await answerOf<DrenStates[]>('stats.studentsByDrenWithState', { target: 'data' });
  const body = rows.slice(1, -1);
  expect(body).toHaveLength(answer.length);
  for (const dren of answer) {
    const cells = rowNamed(body, dren.dren_name).map(plain);
    const [validated, pending, rejected, total] = cells.slice(1, 5).map(numberOf);
    expect([validated, pending, rejected]).toEqual([dren.validated, dren.pending, dren.rejected]);
    expect(validated + pending + rejected).toBe(total);
    expect(cells[5]).toBe(
      total === 0 ? '–' : `${((100 * validated) / total).toFixed(1).replace('.', ',')} %`,
    );
  }
  // Biggest first by default; the total row sums them all.
  const totals = body.map((cells) => numberOf(cells[4]));
  expect(totals).toEqual([...totals].sort((a, b) => b - a));
  const footer = rows.at(-1)!;
  expect(footer[0]).toBe('Total');
  expect(numberOf(footer[4])).toBe(totals.reduce((a, b) => a + b, 0));

  const user = setupUser();
  await user.click(within(card).getByRole('combobox', { name: 'Trier par' }));
  await user.click(await screen.findByRole('option', { name: 'Taux de validation' }));
  await waitFor(() => expect(new URL(window.location.href).searchParams.get('sort')).toBe('rate'));
  await waitFor(() => {
    const rates = [...within(card).getByRole('table').querySelectorAll('tbody tr')]
      .slice(0, -1)
      .map((tr) => numberOf(tr.querySelectorAll('td')[5].textContent));
    expect(rates).toEqual([...rates].sort((a, b) => b - a));
  });
});

test('a DREN’s row opens its schools; its schools to correct open their list', async () => {
  await renderAppAs('control', '/statsDashboard');
  const card = await findCard('Écoles par DREN');
  const rows = await tableOf(card);
  expect(rows[0]).toEqual([
    'DREN',
    'Écoles',
    'Écoles ayant des élèves à corriger',
    'Part des écoles à corriger',
    'Élèves',
  ]);
  const answer =
    await answerOf<{ dren_id: number; dren_name: string; schools: number }[]>(
      'stats.schoolStatsByDren',
    );
  const first = answer[0];
  const link = within(card).getByRole('link', { name: first.dren_name });
  // Read in « Tableau », the drill-down opens in « Tableau » too.
  expect(link).toHaveAttribute(
    'href',
    `/statsDashboardBySchool?dren_id=${first.dren_id}&view=table`,
  );
  expect(numberOf(rowNamed(rows, first.dren_name)[1])).toBe(first.schools);
  const issues = within(card)
    .getAllByRole('link')
    .find((a) => a.getAttribute('href')?.startsWith('/schoolValidationIssues'));
  expect(issues).toBeDefined();
  await setupUser().click(link);
  await waitFor(() => expect(window.location.search).toBe(`?dren_id=${first.dren_id}&view=table`));
  expect(window.location.pathname).toBe('/statsDashboardBySchool');
  await screen.findByRole('heading', { name: 'Statistiques par école', level: 1 });
  const crumbs = screen.getByRole('navigation', { name: 'Fil d’Ariane' });
  expect(await within(crumbs).findByRole('link', { name: 'Toutes les DREN' })).toHaveAttribute(
    'href',
    '/statsDashboard',
  );
  await within(crumbs).findByText(first.dren_name);
});

/** The pressed button of a card's « Graphique / Tableau » switch. */
const viewOf = (card: HTMLElement) =>
  within(within(card).getByRole('group', { name: 'Affichage' })).getByRole('button', {
    pressed: true,
  });

test('each card keeps its own « Tableau » across a drill-down and Back; the drill-down opens in it', async () => {
  await renderAppAs('control', '/statsDashboard');
  const students = await findCard('Élèves par DREN');
  await tableOf(students);
  await waitFor(() => expect(window.location.search).toBe('?students_view=table'));
  expect(viewOf(students)).toHaveTextContent('Tableau');
  expect(viewOf(await findCard('Écoles par DREN'))).toHaveTextContent('Graphique');

  const [first] = await answerOf<{ dren_id: number; dren_name: string }[]>(
    'stats.studentsByDrenWithState',
    { target: 'data' },
  );
  await setupUser().click(within(students).getByRole('link', { name: first.dren_name }));
  const schools = await findCard('Élèves par école');
  expect(window.location.search).toBe(`?dren_id=${first.dren_id}&view=table`);
  expect(viewOf(schools)).toHaveTextContent('Tableau');
  expect(within(schools).getByRole('table')).toBeVisible();

  window.history.back();
  const back = await findCard('Élèves par DREN');
  expect(viewOf(back)).toHaveTextContent('Tableau');
  expect(within(back).getByRole('table')).toBeVisible();
  expect(viewOf(await findCard('Écoles par DREN'))).toHaveTextContent('Graphique');

  await setupUser().click(within(back).getByRole('button', { name: /Graphique/ }));
  await waitFor(() => expect(window.location.search).toBe(''));
  await waitFor(() => expect(viewOf(back)).toHaveTextContent('Graphique'));
  expect(within(back).queryByRole('table')).toBeNull();
});

test('a failed call shows its French error with Réessayer in its own card; the others keep working', async () => {
  let fail = true;
  server.use(
    http.get('*/api/stats/get_school_stats_by_dren', () =>
      fail ? HttpResponse.json({ status: 'error', message: 'Panne' }, { status: 500 }) : undefined,
    ),
  );
  await renderAppAs('control', '/statsDashboard');
  const broken = await screen.findByRole('region', { name: 'Écoles par DREN' });
  const alert = await within(broken).findByRole('alert');
  expect(alert).toHaveTextContent('Panne');
  await findCard('Élèves par DREN');
  fail = false;
  await setupUser().click(within(alert).getByRole('button', { name: 'Réessayer' }));
  await findCard('Écoles par DREN');
  expect(within(broken).queryByRole('alert')).toBeNull();
});

test('a server error without a message, and a malformed answer, read in French', async () => {
  server.use(
    http.get('*/api/stats/get_dren_stats', () => new HttpResponse(null, { status: 503 })),
    http.get('*/api/stats/get_students_by_dren_with_state', () =>
      HttpResponse.json({ status: 'ok', data: { oops: true } }),
    ),
  );
  await renderAppAs('control', '/statsDashboard');
  const figures = await screen.findByRole('region', { name: 'Chiffres clés du pays' });
  expect(await within(figures).findByRole('alert')).toHaveTextContent(
    'Erreur du serveur (code 503). Réessayez dans quelques instants.',
  );
  const byDren = screen.getByRole('region', { name: 'Élèves par DREN' });
  expect(await within(byDren).findByRole('alert')).toHaveTextContent(
    'Réponse non conforme au contrat de l’API : GET /api/stats/get_students_by_dren_with_state : data : liste attendue, objet reçu',
  );
});

test('no data, and a single DREN, render as such', async () => {
  server.use(
    http.get('*/api/stats/get_students_by_dren_with_state', () =>
      HttpResponse.json({ status: 'ok', data: [] }),
    ),
    http.get('*/api/stats/get_school_stats_by_dren', () =>
      HttpResponse.json({
        status: 'ok',
        data: [
          { dren_id: 9, dren_name: 'DREN Seule', schools: 3, schoolsWithIssues: 1, students: 40 },
        ],
      }),
    ),
  );
  await renderAppAs('control', '/statsDashboard');
  const empty = await screen.findByRole('region', { name: 'Élèves par DREN' });
  await seen(within(empty).findByText('Aucune donnée à afficher pour le moment.'));
  const single = await findCard('Écoles par DREN');
  const rows = await tableOf(single);
  expect(rows.map((cells) => cells.map(plain))).toEqual([
    rows[0],
    ['DREN Seule', '3', '1', '33,3 %', '40'],
    ['Total', '3', '1', '33,3 %', '40'],
  ]);
});

test('an agent opening /statsDashboard lands on the home page', async () => {
  await renderAppAs('agent', '/statsDashboard');
  await waitFor(() => expect(window.location.pathname).toBe('/'));
});

test('the DREN selector reads « Toutes les DREN » until a DREN is picked', async () => {
  await renderAppAs('admin', '/statsDashboard');
  await screen.findByRole('heading', { name: 'Statistiques élèves', level: 1 });
  expect(screen.getByRole('combobox', { name: 'DREN' })).toHaveTextContent('Toutes les DREN');
});
