import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { dataProvider } from '../../src/api/dataProvider';
import type { Student } from '../../src/api/types';
import { login } from '../../src/auth/session';
import { formatCount } from '../../src/students/format';
import { renderAppAs, setupDemoServer } from '../helpers/demoApp';
import { captureDecisions, LONG, queueHead } from './helpers';

const server = setupDemoServer();
afterEach(() => server.resetHandlers());

const pendingData = async () =>
  (
    await dataProvider.getList<Student & { id: string }>('validation', {
      pagination: { page: 1, perPage: 1 },
      sort: { field: 'student_lastName', order: 'ASC' },
      filter: { validation_target: 'data' },
    })
  ).total ?? 0;

const stillPending = async (ids: string[]) =>
  (await dataProvider.getMany<Student & { id: string }>('validation', { ids })).data.map(
    (student) => student.student_idNumber,
  );

const toastOf = async (text: string) =>
  (await screen.findAllByText(text, {}, LONG))
    .map((element) => element.closest<HTMLElement>('[data-sonner-toast]'))
    .find((element): element is HTMLElement => element !== null)!;

test('« Tout sélectionner » takes the first 250 across pages; under StrictMode each gets one decision, and « Annuler » puts them back', async () => {
  const user = userEvent.setup();
  await renderAppAs('control', '/validation/selection', { strict: true });
  const head = await queueHead('data', 250);
  const ids = head.map((student) => student.student_idNumber);
  const total = await pendingData();
  expect(total).toBeGreaterThan(250);
  const bodies = captureDecisions(server);

  await screen.findByText(ids[0], {}, LONG);
  await user.click(screen.getByRole('checkbox', { name: 'Tout sélectionner' }));
  await screen.findByText('25 sélectionnés', {}, LONG);
  await user.click(
    screen.getByRole('button', {
      name: `Sélectionner les 250 premiers (sur ${formatCount(total)})`,
    }),
  );
  await screen.findByText('250 sélectionnés', {}, LONG);
  expect(
    screen.getByText(`Au plus 250 élèves à la fois, sur ${formatCount(total)}`),
  ).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Valider la sélection' }));
  const confirm = await screen.findByRole('dialog', { name: 'Valider 250 élèves ?' }, LONG);
  await user.click(within(confirm).getByRole('button', { name: 'Valider 250 élèves' }));
  const dialog = await screen.findByRole('dialog', { name: 'Valider 250 élèves' }, LONG);
  // 250 decisions sent one by one: a busy machine takes more than LONG.
  await within(dialog).findByText('250 élèves validés.', {}, { timeout: 60_000 });
  expect(bodies).toHaveLength(250);
  expect(bodies.map((body) => body.student_idNumber).sort()).toEqual([...ids].sort());
  for (const body of bodies) {
    expect(body).toMatchObject({
      validation_target: 'data',
      validation_state: 'validated',
      validation_comment: '',
    });
  }
  expect(await toastOf('250 élèves validés.')).toHaveAttribute('data-type', 'success');
  expect(await stillPending(ids)).toEqual([]);

  await user.click(within(dialog).getByRole('button', { name: 'Annuler ces 250 décisions' }));
  await within(dialog).findByText('250 élèves remis en attente.', {}, { timeout: 60_000 });
  const undos = bodies.slice(250);
  expect(undos).toHaveLength(250);
  expect(undos.map((body) => body.student_idNumber).sort()).toEqual([...ids].sort());
  expect(undos.every((body) => body.validation_state === 'pending')).toBe(true);
  expect((await stillPending(ids)).sort()).toEqual([...ids].sort());
  expect(await pendingData()).toBe(total);

  await user.click(within(dialog).getByRole('button', { name: 'Fermer' }));
  // Every record was recorded: nothing stays selected.
  await waitFor(
    () => expect(screen.getByRole('checkbox', { name: 'Tout sélectionner' })).not.toBeChecked(),
    LONG,
  );
});

test('after the dialog, the toast’s « Annuler » puts the decisions back, once', async () => {
  const user = userEvent.setup();
  await renderAppAs('control', '/validation/selection');
  const students = await queueHead('data', 3);
  const bodies = captureDecisions(server);
  for (const student of students) {
    const cell = await screen.findByText(student.student_idNumber, {}, LONG);
    await user.click(within(cell.closest('tr')!).getByRole('checkbox'));
  }
  await user.click(screen.getByRole('button', { name: 'Valider la sélection' }));
  const confirm = await screen.findByRole('dialog', { name: 'Valider 3 élèves ?' }, LONG);
  await user.click(within(confirm).getByRole('button', { name: 'Valider 3 élèves' }));
  const dialog = await screen.findByRole('dialog', { name: 'Valider 3 élèves' }, LONG);
  await within(dialog).findByText('3 élèves validés.', {}, LONG);
  await user.click(within(dialog).getByRole('button', { name: 'Fermer' }));

  const toast = await toastOf('3 élèves validés.');
  // fireEvent: sonner's pointer handlers need setPointerCapture, which jsdom lacks.
  fireEvent.click(within(toast).getByRole('button', { name: 'Annuler' }));
  expect(await toastOf('3 élèves remis en attente.')).toHaveAttribute('data-type', 'success');
  const ids = students.map((student) => student.student_idNumber).sort();
  expect(bodies.filter((body) => body.validation_state === 'pending')).toHaveLength(3);
  expect((await stillPending(ids)).sort()).toEqual(ids);
});

test('when fewer than 250 match, « Tout sélectionner (N) » selects them all, then goes', async () => {
  const user = userEvent.setup();
  await login('control', 'control');
  const [head] = await queueHead('data', 1);
  const { total } = await dataProvider.getList('validation', {
    pagination: { page: 1, perPage: 1 },
    sort: { field: 'student_lastName', order: 'ASC' },
    filter: { validation_target: 'data', student_class: head.student_class },
  });
  expect(total).toBeGreaterThan(25);
  expect(total).toBeLessThanOrEqual(250);
  await renderAppAs(
    'control',
    `/validation/selection?student_class=${encodeURIComponent(head.student_class)}`,
  );
  await screen.findByText(head.student_idNumber, {}, LONG);
  await user.click(screen.getByRole('checkbox', { name: 'Tout sélectionner' }));
  await user.click(
    await screen.findByRole('button', { name: `Tout sélectionner (${total})` }, LONG),
  );
  await screen.findByText(`${total} sélectionnés`, {}, LONG);
  expect(screen.queryByRole('button', { name: /^Tout sélectionner \(/ })).toBeNull();
  expect(screen.queryByText(/^Au plus 250 élèves/)).toBeNull();
});

test('a « Tout sélectionner » the server fails says why in French and keeps the selection', async () => {
  const user = userEvent.setup();
  server.use(
    http.get('*/api/validation/students', ({ request }) =>
      new URL(request.url).searchParams.get('perPage') === '250'
        ? HttpResponse.json(
            { status: 'error', message: 'Erreur interne du serveur (démo).' },
            { status: 500 },
          )
        : undefined,
    ),
  );
  await renderAppAs('control', '/validation/selection');
  await screen.findAllByRole('checkbox', {}, LONG);
  await user.click(await screen.findByRole('checkbox', { name: 'Tout sélectionner' }, LONG));
  await user.click(
    await screen.findByRole('button', { name: /^Sélectionner les 250 premiers/ }, LONG),
  );
  const toast = await toastOf(
    'La sélection n’a pas pu être faite : Erreur interne du serveur (démo).',
  );
  expect(toast).toHaveAttribute('data-type', 'error');
  expect(screen.getByText('25 sélectionnés')).toBeInTheDocument();
});
