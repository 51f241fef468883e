import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { call, login } from '../demo/helpers';
import { renderAppAs, setupDemoServer } from '../helpers/demoApp';
import { captureDecisions, LONG, queueHead } from './helpers';

const server = setupDemoServer();
afterEach(() => server.resetHandlers());

/** Another controller (admin) holds the first `count` records of the data queue. */
const leasedByAnother = async (count: number) => {
  const token = await login('admin');
  const query = { validation_target: 'data', sort: 'student_lastName', order: 'ASC' };
  const { body } = await call<{ records: { student_idNumber: string }[] }>('validation.claim', {
    token,
    body: { holder: 'autre-poste', query, count },
  });
  return body.data!.records.map((record) => record.student_idNumber);
};

/** Ticks the page's 25 rows and validates them, confirmed. */
const validatePage = async () => {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('checkbox', { name: 'Tout sélectionner' }, LONG));
  await screen.findByText('25 sélectionnés', {}, LONG);
  await user.click(screen.getByRole('button', { name: 'Valider la sélection' }));
  const confirm = await screen.findByRole('dialog', { name: 'Valider 25 élèves ?' }, LONG);
  await user.click(within(confirm).getByRole('button', { name: 'Valider 25 élèves' }));
};

// First: a toast outlives its test (sonner's store is the module's).
test('a server without the lease calls (404): nothing is left out', async () => {
  server.use(
    http.post('*/api/validation/claim', () =>
      HttpResponse.json({ status: 'error', message: 'Introuvable' }, { status: 404 }),
    ),
  );
  await renderAppAs('control', '/validation/selection');
  const head = await queueHead('data', 25);
  await screen.findByText(head[0].student_idNumber, {}, LONG);
  const bodies = captureDecisions(server);

  await validatePage();
  const dialog = await screen.findByRole('dialog', { name: 'Valider 25 élèves' }, LONG);
  await within(dialog).findByText('25 élèves validés.', {}, LONG);
  expect(bodies).toHaveLength(25);
  expect(screen.queryByText(/réservés? par un autre contrôleur/)).toBeNull();
});

test('records another controller holds are left out of a bulk validation, and counted', async () => {
  const held = await leasedByAnother(3);
  await renderAppAs('control', '/validation/selection');
  const head = await queueHead('data', 25);
  expect(head.slice(0, 3).map((student) => student.student_idNumber)).toEqual(held);
  await screen.findByText(head[0].student_idNumber, {}, LONG);
  const bodies = captureDecisions(server);

  await validatePage();
  await screen.findByText(
    '3 élèves réservés par un autre contrôleur ont été laissés de côté',
    {},
    LONG,
  );
  const dialog = await screen.findByRole('dialog', { name: 'Valider 22 élèves' }, LONG);
  await within(dialog).findByText('22 élèves validés.', {}, LONG);
  expect(bodies.map((body) => body.student_idNumber).sort()).toEqual(
    head
      .slice(3)
      .map((student) => student.student_idNumber)
      .sort(),
  );
  // Once closed, the records left out stay selected, for later.
  await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Fermer' }));
  await screen.findByText('3 sélectionnés', {}, LONG);
});
