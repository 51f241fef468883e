import { screen, waitFor, within } from '@testing-library/react';
import { login } from '../../src/auth/session';
import { dataProvider } from '../../src/api/dataProvider';
import { renderAppAs } from '../helpers/demoApp';
import { demoServer, setupUser, captureRequests, listUrl, plain } from './helpers';

const server = demoServer();
const STUDENTS = '/api/student/get_students';
const STATS = '/api/student/get_student_stats';

const rows = () => [...document.querySelectorAll<HTMLElement>('main tbody tr')];
const figure = (label: string) => {
  const stats = screen.getByLabelText('Chiffres des élèves sélectionnés');
  const term = within(stats).getByText(label, { selector: 'dt' });
  return plain(term.nextElementSibling?.textContent);
};

test('asks the server for the first page, sorted by name, 25 per page', async () => {
  const requests = captureRequests(server, STUDENTS);
  await renderAppAs('control', '/student');
  expect(await screen.findByText('Élèves', { selector: 'h1' })).toBeInTheDocument();
  await waitFor(() => expect(rows()).toHaveLength(25));
  expect(requests.calls()[0]).toEqual({
    page: '1',
    perPage: '25',
    sort: 'student_lastName',
    order: 'ASC',
  });
  expect(screen.getByText('1-25 sur 2 000')).toBeInTheDocument();
});

test('pages, resizes pages and sorts on the server', async () => {
  const user = setupUser();
  const requests = captureRequests(server, STUDENTS);
  await renderAppAs('control', '/student');
  await waitFor(() => expect(rows()).toHaveLength(25));

  await user.click(screen.getByLabelText('Aller à la page 2'));
  await waitFor(() => expect(requests.last()).toMatchObject({ page: '2', perPage: '25' }));
  expect(await screen.findByText('26-50 sur 2 000')).toBeInTheDocument();
  expect(window.location.search).toContain('page=2');

  await user.click(screen.getByLabelText(/Lignes par page/));
  await user.click(await screen.findByText('50', { selector: '[role=option]' }));
  await waitFor(() => expect(requests.last()).toMatchObject({ perPage: '50' }));
  await waitFor(() => expect(rows()).toHaveLength(50));

  await user.click(screen.getByText('Classe', { selector: 'th *' }));
  await waitFor(() =>
    expect(requests.last()).toMatchObject({ sort: 'student_class', order: 'ASC' }),
  );
});

test('searches by name or matricule (q), kept in the URL', async () => {
  await login('control', 'control');
  const { data } = await dataProvider.getList('student', {
    pagination: { page: 1, perPage: 1 },
    sort: { field: 'student_idNumber', order: 'DESC' },
    filter: {},
  });
  const { student_idNumber, student_lastName } = data[0];

  const user = setupUser();
  const requests = captureRequests(server, STUDENTS);
  await renderAppAs('control', '/student');
  await waitFor(() => expect(rows()).toHaveLength(25));
  await user.type(screen.getByLabelText(/Rechercher un élève/), student_idNumber);
  await waitFor(() => expect(requests.last()).toMatchObject({ q: student_idNumber, page: '1' }));
  await waitFor(() => expect(rows()).toHaveLength(1));
  expect(within(rows()[0]).getByText(student_lastName)).toBeInTheDocument();
  expect(JSON.parse(new URLSearchParams(window.location.search).get('filter')!)).toEqual({
    q: student_idNumber,
  });
});

test('filters by validation state; the figures above follow the same filters', async () => {
  const user = setupUser();
  const requests = captureRequests(server, STUDENTS);
  const stats = captureRequests(server, STATS);
  await renderAppAs('control', '/student');
  await waitFor(() => expect(rows()).toHaveLength(25));
  await waitFor(() => expect(figure('Élèves')).toBe('2 000'));

  await user.click(screen.getByLabelText('État'));
  await user.click(await screen.findByText('Rejeté', { selector: '[role=option]' }));

  await waitFor(() => expect(requests.last()).toMatchObject({ student_state: 'rejected' }));
  await waitFor(() => expect(stats.last()).toEqual({ student_state: 'rejected' }));
  const { total } = await dataProvider.getList('student', {
    pagination: { page: 1, perPage: 1 },
    sort: { field: 'id', order: 'ASC' },
    filter: { student_state: 'rejected' },
  });
  await waitFor(() => expect(figure('Élèves')).toBe(plain(total!.toLocaleString('fr-FR'))));
  expect(figure('Rejetés')).toBe(figure('Élèves'));
  expect(figure('Validés')).toBe('0');
  expect(figure('En attente')).toBe('0');
  for (const row of rows()) expect(within(row).getByText('Rejeté')).toBeInTheDocument();
});

test('opens with the filters of a shared URL (DREN, class, photo missing)', async () => {
  const filter = { dren_id: 1, student_class: '6ème', student_hasPhoto: 'false' };
  const requests = captureRequests(server, STUDENTS);
  const stats = captureRequests(server, STATS);
  await renderAppAs('control', listUrl(filter));
  await waitFor(() =>
    expect(requests.last()).toMatchObject({
      dren_id: '1',
      student_class: '6ème',
      student_hasPhoto: 'false',
    }),
  );
  await waitFor(() =>
    expect(stats.last()).toEqual({
      dren_id: '1',
      student_class: '6ème',
      student_hasPhoto: 'false',
    }),
  );
  await waitFor(() => expect(figure('Sans photo')).toBe(figure('Élèves')));
  expect(figure('Élèves')).not.toBe('');
  await waitFor(() => expect(screen.getAllByLabelText('Pas de photo').length).toBeGreaterThan(0));
});

test('shows each miniature from the student’s own photo uuid, with no extra call', async () => {
  const photoCalls = captureRequests(server, '/api/photo/list');
  await login('agent', 'agent');
  const { data } = await dataProvider.getList('student', {
    pagination: { page: 1, perPage: 25 },
    sort: { field: 'student_lastName', order: 'ASC' },
    filter: {},
  });
  const withPhoto = data.find((student) => student.student_photoUuid);
  await renderAppAs('agent', '/student');
  await waitFor(() => expect(rows()).toHaveLength(25));
  await waitFor(() =>
    expect(
      document.querySelector(`img[data-photo-uuid="${withPhoto.student_photoUuid}"]`),
    ).toHaveAttribute('src', expect.stringMatching(/^blob:/)),
  );
  expect(photoCalls.calls()).toEqual([]);
});
