import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { studentName } from '../../src/students/studentName';
import { login, call } from '../demo/helpers';
import { renderAppAs, setupDemoServer } from '../helpers/demoApp';
import { captureQueries } from '../schools/queries';
import { captureDecisions, captureGets, capturePosts, LONG, onScreen, queueHead } from './helpers';

const server = setupDemoServer();
afterEach(() => server.resetHandlers());

test('an agent (no role) opening /validation lands on the home page', async () => {
  await renderAppAs('agent', '/validation');
  await waitFor(() => expect(window.location.pathname).toBe('/'), LONG);
});

test('the queue asks the server with the filters of the URL', async () => {
  const queries = captureQueries(server, '/api/validation/students');
  // The records are claimed for this controller (issue 35): the queue's query goes in the claim.
  const claims = capturePosts(server, '/api/validation/claim');
  await renderAppAs(
    'control',
    '/validation?target=photo&dren_id=3&student_class=6%C3%A8me&rule=name_format&q=kon',
  );
  await screen.findByRole('heading', { name: 'Validation des données', level: 1 }, LONG);
  await waitFor(() => {
    expect(claims[0]).toEqual({
      holder: expect.any(String),
      query: {
        validation_target: 'photo',
        dren_id: '3',
        student_class: '6ème',
        student_issues: 'name_format',
        q: 'kon',
        sort: 'student_lastName',
        order: 'ASC',
      },
      count: expect.any(Number),
      keep: [],
      exclude: [],
    });
  }, LONG);
  // The filters' drawer shows the chips of the URL's filters, and each rule's count of the
  // queue (the same filters, that rule instead of the chosen one), asked once it opens.
  expect(queries.filter((q) => q.get('perPage') === '1')).toEqual([]);
  await userEvent
    .setup()
    .click(await screen.findByRole('button', { name: 'Filtres, 3 actifs' }, LONG));
  await screen.findByRole('dialog', { name: 'Filtres de la file' });
  await waitFor(() => {
    const counted = queries
      .map((q) => Object.fromEntries(q))
      .filter((q) => q.perPage === '1')
      .map((q) => q.student_issues)
      .sort();
    expect(counted).toEqual([
      'birthdate_missing',
      'class_age_mismatch',
      'duplicate_suspected',
      'name_format',
      'photo_missing',
    ]);
  }, LONG);
});

test('keyboard flow: V validates, R + 1 + Entrée rejects with a reason, Ctrl+Z undoes', async () => {
  const user = userEvent.setup();
  await renderAppAs('control', '/validation');
  const [first, second, third] = await queueHead('data', 3);
  await onScreen(first);
  const bodies = captureDecisions(server);
  expect(screen.getByRole('button', { name: 'Valider' })).toHaveAttribute('aria-keyshortcuts', 'V');

  await user.keyboard('v');
  await onScreen(second);
  await waitFor(() => expect(bodies).toHaveLength(1), LONG);
  expect(bodies[0]).toEqual({
    student_idNumber: first.student_idNumber,
    validation_target: 'data',
    validation_state: 'validated',
    validation_comment: '',
  });
  const toast = await screen.findByText(`Validé : ${studentName(first)}`, {}, LONG);
  expect(toast.closest('li')).toHaveTextContent('Annuler la dernière décision');

  await user.keyboard('r');
  const dialog = await screen.findByRole('dialog', { name: `Rejeter : ${studentName(second)}` });
  const reason = within(dialog).getAllByRole('button')[0].textContent!.replace(/^1\. /, '');
  await user.keyboard('1');
  expect(within(dialog).getByLabelText(/Motif du rejet/)).toHaveValue(reason);
  await user.keyboard('{Enter}');
  await onScreen(third);
  await waitFor(() => expect(bodies).toHaveLength(2), LONG);
  expect(bodies[1]).toEqual({
    student_idNumber: second.student_idNumber,
    validation_target: 'data',
    validation_state: 'rejected',
    validation_comment: reason,
  });
  expect(screen.getByRole('status', { name: 'Progression' })).toHaveTextContent(
    '2 décisions dans cette séance',
  );

  await user.keyboard('{Control>}z{/Control}');
  await onScreen(second);
  await waitFor(() => expect(bodies).toHaveLength(3), LONG);
  expect(bodies[2]).toEqual({
    student_idNumber: second.student_idNumber,
    validation_target: 'data',
    validation_state: 'pending',
    validation_comment: 'Décision annulée',
  });
  expect(screen.getByRole('status', { name: 'Progression' })).toHaveTextContent(
    '1 décision dans cette séance',
  );

  await user.keyboard('?');
  const help = await screen.findByRole('dialog', { name: 'Raccourcis clavier' });
  for (const key of ['V', 'R', 'P', 'Ctrl+Z / ⌘+Z', '?']) {
    expect(within(help).getByText(key, { selector: 'kbd' })).toBeInTheDocument();
  }
  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), LONG);
  // Passer decides nothing, and undo never takes it back: Ctrl+Z undoes the last decision.
  await user.keyboard('p');
  await onScreen(third);
  await user.keyboard('{Control>}z{/Control}');
  await onScreen(first);
  await waitFor(() => expect(bodies).toHaveLength(4), LONG);
  expect(bodies[3]).toMatchObject({
    student_idNumber: first.student_idNumber,
    validation_state: 'pending',
  });
  expect(screen.getByRole('status', { name: 'Progression' })).toHaveTextContent(
    '0 décision dans cette séance',
  );
});

test('R then a typed reason and Entrée: the reason sent is the one typed, word for word', async () => {
  const user = userEvent.setup();
  await renderAppAs('control', '/validation');
  const [first, second] = await queueHead('data', 2);
  await onScreen(first);
  const bodies = captureDecisions(server);

  await user.keyboard('r');
  const dialog = await screen.findByRole('dialog', { name: `Rejeter : ${studentName(first)}` });
  expect(within(dialog).getByLabelText(/Motif du rejet/)).toHaveFocus();
  await user.keyboard('Prénom et nom inversés{Enter}');
  await onScreen(second);
  await waitFor(() => expect(bodies).toHaveLength(1), LONG);
  expect(bodies[0]).toEqual({
    student_idNumber: first.student_idNumber,
    validation_target: 'data',
    validation_state: 'rejected',
    validation_comment: 'Prénom et nom inversés',
  });
});

test('after a filter is chosen, the queue keys act again: nothing is typed into the field', async () => {
  const user = userEvent.setup();
  await renderAppAs('control', '/validation');
  await onScreen((await queueHead('data', 1))[0]);
  const bodies = captureDecisions(server);
  await user.click(screen.getByRole('button', { name: 'Filtres' }));
  const drawer = await screen.findByRole('dialog', { name: 'Filtres de la file' });
  const dren = within(drawer).getByRole('combobox', { name: 'DREN' });
  await user.type(dren, 'Katiola');
  await user.click(await screen.findByRole('option', { name: 'DREN Katiola' }, LONG));
  expect(dren).toHaveValue('DREN Katiola');
  expect(dren).not.toHaveFocus();
  const drenId = new URLSearchParams(window.location.search).get('dren_id')!;
  const [first, second] = await queueHead('data', 2, { dren_id: drenId });
  // The DREN's queue is behind the drawer, hidden from assistive technologies while it is open.
  await screen.findByRole(
    'article',
    { name: `Élève à valider : ${studentName(first)}`, hidden: true },
    LONG,
  );

  // P then V act on the record (the drawer closes), as the help says; the field kept its text.
  await user.keyboard('p');
  await onScreen(second);
  expect(screen.queryByRole('dialog', { name: 'Filtres de la file' })).toBeNull();
  await user.keyboard('v');
  await waitFor(() => expect(bodies).toHaveLength(1), LONG);
  expect(bodies[0]).toMatchObject({
    student_idNumber: second.student_idNumber,
    validation_state: 'validated',
  });
  expect(screen.getByRole('button', { name: 'DREN Katiola' })).toBeInTheDocument();
});

test('the next record and its photos are asked for before the decision is answered', async () => {
  const user = userEvent.setup();
  let release!: () => void;
  const gate = new Promise<void>((done) => (release = done));
  let answered = false;
  server.use(
    http.post('*/api/validation/student-validation', async () => {
      await gate;
      answered = true;
    }),
  );
  await renderAppAs('control', '/validation?target=photo');
  const [first, second, , , fifth] = await queueHead('photo', 5);
  await onScreen(first);
  const photos = captureGets(server, '/api/photos/student/');
  await user.keyboard('v');
  await onScreen(second);
  // Three records ahead were asked already; one more now, the decision still unanswered.
  await waitFor(
    () =>
      expect(photos.map((url) => url.pathname)).toContain(
        `/api/photos/student/${fifth.student_idNumber}`,
      ),
    LONG,
  );
  expect(answered).toBe(false);
  release();
  await waitFor(() => expect(answered).toBe(true), LONG);
});

test('a decision without an answer waits, is said, and goes out by itself once, with its key', async () => {
  const user = userEvent.setup();
  server.use(
    http.post('*/api/validation/student-validation', () => HttpResponse.error(), { once: true }),
  );
  const bodies = captureDecisions(server);
  await renderAppAs('control', '/validation');
  const [first, second, third] = await queueHead('data', 3);
  // Decided and undone by an earlier test of this file (its demo data lives on).
  const historyOf = async () =>
    (
      await call<unknown[]>('validation.list', {
        token: await login('control'),
        params: { student_idNumber: first.student_idNumber, validation_target: 'data' },
      })
    ).body.total;
  const before = await historyOf();
  await onScreen(first);
  await user.keyboard('v');
  await onScreen(second);
  // The queue goes on; the decision does not come back: it waits in the outbox, and says so.
  const toast = await screen.findByText(
    `Validation en attente d’envoi : ${studentName(first)}`,
    {},
    LONG,
  );
  expect(toast.closest('li')).toHaveTextContent(
    'Pas de réponse du serveur : la décision est gardée dans ce navigateur et partira dès qu’il répondra.',
  );
  expect(screen.queryByText(`Validé : ${studentName(first)}`)).toBeNull();
  // One banner, which agrees with the outbox: the decision is kept, other saves fail.
  expect(
    screen.getAllByRole('alert').find((alert) => alert.closest('[data-connection-banner]')),
  ).toHaveTextContent(
    'Serveur injoignable' +
      '1 décision en attente d’envoi, gardée dans ce navigateur : envoyée dès que le serveur répondra. Les autres enregistrements échoueront d’ici là.',
  );
  expect(screen.getByRole('button', { name: '1 décision en attente d’envoi' })).toBeVisible();
  await user.keyboard('p');
  await onScreen(third);
  // Sent again by itself 2 s later, with the same key; the server records it once.
  await waitFor(() => expect(bodies).toHaveLength(2), LONG);
  expect(bodies.keys[1]).toBe(bodies.keys[0]);
  expect(bodies[1]).toEqual(bodies[0]);
  await waitFor(() => expect(screen.queryByText('1 décision en attente d’envoi')).toBeNull(), LONG);
  expect(screen.queryByText(`Décision non enregistrée : ${studentName(first)}`)).toBeNull();
  expect(await historyOf()).toBe((before ?? 0) + 1);
});

test('a record decided meanwhile by another controller is skipped, and said once', async () => {
  const user = userEvent.setup();
  await renderAppAs('control', '/validation');
  const [first, second, third] = await queueHead('data', 3);
  await onScreen(first);
  const token = await login('admin');
  for (const student of [first, second]) {
    await call('validation.studentValidation', {
      token,
      body: {
        student_idNumber: student.student_idNumber,
        validation_target: 'data',
        validation_state: 'validated',
        validation_comment: '',
      },
    });
  }
  await user.keyboard('v');
  await onScreen(second);
  await user.keyboard('v');
  await onScreen(third);
  await waitFor(
    () =>
      expect(screen.getByRole('status', { name: 'Progression' })).toHaveTextContent(
        '2 déjà traités par un autre contrôleur',
      ),
    LONG,
  );
  const told = await screen.findAllByText(
    new RegExp(`^Déjà traité : les données de .+ ont été validées par admin le`),
    {},
    LONG,
  );
  expect(told).toHaveLength(1);
  expect(screen.getByRole('status', { name: 'Progression' })).toHaveTextContent(
    '0 décision dans cette séance',
  );
});
