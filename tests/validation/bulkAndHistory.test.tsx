import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { dataProvider } from '../../src/api/dataProvider';
import type { StudentValidation } from '../../src/api/types';
import { studentName } from '../../src/students/studentName';
import { renderAppAs, setupDemoServer } from '../helpers/demoApp';
import { captureQueries } from '../schools/queries';
import { captureDecisions, LONG, queueHead } from './helpers';

const server = setupDemoServer();
afterEach(() => server.resetHandlers());

test('bulk validation with a partial failure ends on a summary naming the failure', async () => {
  const user = userEvent.setup();
  await renderAppAs('admin', '/validation/selection');
  const [first, second, third] = await queueHead('data', 3);
  server.use(
    http.post('*/api/validation/student-validation', async ({ request }) => {
      const body = (await request.clone().json()) as { student_idNumber: string };
      if (body.student_idNumber === second.student_idNumber) {
        return HttpResponse.json(
          { status: 'error', message: 'Erreur interne du serveur (démo).' },
          { status: 500 },
        );
      }
    }),
  );
  const bodies = captureDecisions(server);
  for (const student of [first, second, third]) {
    const cell = await screen.findByText(student.student_idNumber, {}, LONG);
    await user.click(within(cell.closest('tr')!).getByRole('checkbox'));
  }
  await user.click(await screen.findByRole('button', { name: 'Valider la sélection' }, LONG));
  const confirm = await screen.findByRole('dialog', { name: 'Valider 3 élèves ?' }, LONG);
  expect(confirm).toHaveTextContent(
    'Chacun des 3 élèves recevra la décision « Validé » sur ses données. Vous pourrez l’annuler pendant 15 minutes, depuis « Décisions récentes ».',
  );
  expect(bodies).toEqual([]);
  await user.click(within(confirm).getByRole('button', { name: 'Valider 3 élèves' }));
  const dialog = await screen.findByRole('dialog', { name: 'Valider 3 élèves' }, LONG);
  await within(dialog).findByText('2 élèves validés, 1 échec.', {}, LONG);
  // The toast ends in error, naming the failure; the dialog lists it too.
  const toast = (await screen.findAllByText('2 élèves validés, 1 échec.', {}, LONG))
    .map((text) => text.closest('[data-sonner-toast]'))
    .find(Boolean);
  expect(toast).toHaveAttribute('data-type', 'error');
  expect(toast).toHaveTextContent(
    `${studentName(second)} (${second.student_idNumber}) : Erreur interne du serveur (démo).`,
  );
  const failures = within(dialog).getByRole('list', { name: 'Échecs' });
  expect(within(failures).getAllByRole('listitem')).toHaveLength(1);
  expect(failures).toHaveTextContent(
    `${studentName(second)} (${second.student_idNumber})Erreur interne du serveur (démo).`,
  );
  expect(bodies.map((body) => body.student_idNumber).sort()).toEqual(
    [first, second, third].map((s) => s.student_idNumber).sort(),
  );
  expect(bodies[0]).toMatchObject({
    validation_target: 'data',
    validation_state: 'validated',
    validation_comment: '',
  });
  await user.click(within(dialog).getByRole('button', { name: 'Fermer' }));
  // What failed stays selected, ready for another try.
  await screen.findByText('1 sélectionné', {}, LONG);
});

test('bulk rejection asks for a reason, shows its progress and can be cancelled', async () => {
  const user = userEvent.setup();
  await renderAppAs('control', '/validation/selection');
  const students = await queueHead('data', 6);
  let release!: () => void;
  const gate = new Promise<void>((done) => (release = done));
  server.use(
    http.post('*/api/validation/student-validation', async () => {
      await gate;
    }),
  );
  for (const student of students) {
    const cell = await screen.findByText(student.student_idNumber, {}, LONG);
    await user.click(within(cell.closest('tr')!).getByRole('checkbox'));
  }
  await user.click(screen.getByRole('button', { name: 'Rejeter la sélection' }));
  const ask = await screen.findByRole('dialog', { name: 'Rejeter : 6 élèves sélectionnés' });
  await user.type(within(ask).getByLabelText(/Motif du rejet/), 'Extrait de naissance illisible');
  await user.click(within(ask).getByRole('button', { name: 'Rejeter' }));
  const dialog = await screen.findByRole('dialog', { name: 'Rejeter 6 élèves' }, LONG);
  expect(within(dialog).getByRole('progressbar')).toHaveAccessibleName(
    'Décisions envoyées : 0 sur 6',
  );
  await user.click(within(dialog).getByRole('button', { name: 'Annuler' }));
  release();
  await within(dialog).findByText('4 élèves rejetés, 2 non envoyés (annulé).', {}, LONG);
  expect(
    within(within(dialog).getByRole('list', { name: 'Non envoyés' })).getAllByRole('listitem'),
  ).toHaveLength(2);
});

test('the history lists who decided what, filtered by target and decision from the URL', async () => {
  const queries = captureQueries(server, '/api/validation/list');
  const filter = encodeURIComponent(
    JSON.stringify({ validation_target: 'photo', validation_state: 'rejected' }),
  );
  await renderAppAs('control', `/validation/historique?filter=${filter}`);
  await waitFor(
    () =>
      expect(Object.fromEntries(queries.at(-1) ?? [])).toMatchObject({
        validation_target: 'photo',
        validation_state: 'rejected',
        sort: 'validation_id',
        order: 'DESC',
      }),
    LONG,
  );
  const { data } = await dataProvider.getList<StudentValidation & { id: number }>(
    'validation-decisions',
    {
      pagination: { page: 1, perPage: 1 },
      sort: { field: 'validation_id', order: 'DESC' },
      filter: { validation_target: 'photo', validation_state: 'rejected' },
    },
  );
  const link = await screen.findByRole('link', { name: data[0].student_idNumber }, LONG);
  const row = link.closest('tr')!;
  expect(row).toHaveTextContent('Photo');
  expect(row).toHaveTextContent('Rejeté');
  expect(row).toHaveTextContent(data[0].validation_by);
  expect(row).toHaveTextContent(data[0].validation_comment);
});

test('the student page shows its validation decisions', async () => {
  await renderAppAs('control', '/');
  const { data } = await dataProvider.getList<StudentValidation & { id: number }>(
    'validation-decisions',
    {
      pagination: { page: 1, perPage: 1 },
      sort: { field: 'validation_id', order: 'ASC' },
      filter: {},
    },
  );
  const decision = data[0];
  window.history.pushState(null, '', `/student/${decision.student_idNumber}/show`);
  window.dispatchEvent(new PopStateEvent('popstate'));
  const section = await screen.findByRole('region', { name: 'Décisions de validation' }, LONG);
  const table = await within(section).findByRole('table', {}, LONG);
  expect(table).toHaveTextContent(decision.validation_by);
});
