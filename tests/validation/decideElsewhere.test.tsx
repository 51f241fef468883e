import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { dataProvider } from '../../src/api/dataProvider';
import type { Photo } from '../../src/api/types';
import { login } from '../../src/auth/session';
import { studentName } from '../../src/students/studentName';
import { photosOnPage, photosUrl } from '../photos/helpers';
import { renderAppAs, setupDemoServer } from '../helpers/demoApp';
import { setupUser } from '../students/helpers';
import { captureDecisions, LONG, onScreen, queueHead } from './helpers';

const server = setupDemoServer();
afterEach(() => server.resetHandlers());
// The records are chosen as an admin reads them, before the test's own user logs in.
beforeEach(() => login('admin', 'admin'));

const DECISION_URL = '*/api/validation/student-validation';

/** A pending photo that is its student's latest, on the first page of pending photos. */
const pendingPhoto = async (skip = 0) => {
  const photos = await photosOnPage(1, 25, { photo_state: 'pending' });
  const latest: typeof photos = [];
  for (const photo of photos) {
    const all = await dataProvider.call<Photo[]>('photo.byStudent', {
      params: { student_idNumber: photo.student_idNumber },
    });
    if (all[0].photo_id === photo.photo_id) latest.push(photo);
  }
  return latest[skip];
};

const openViewer = async (account: 'control' | 'admin', photoId: number) => {
  await renderAppAs(account, photosUrl({ filter: { photo_state: 'pending' }, photo: photoId }));
  return screen.findByRole('dialog', {}, LONG);
};

/** The student page's identity card. */
const identity = () => screen.findByRole('region', { name: 'Identité' }, LONG);

const toast = (text: string) => screen.findByText(text, {}, LONG);

test('a pending photo is validated from the viewer, then undone: the same calls as the queue', async () => {
  const photo = await pendingPhoto(0);
  const bodies = captureDecisions(server);
  const user = setupUser();
  const dialog = await openViewer('control', photo.photo_id);
  const bar = await within(dialog).findByRole('toolbar', { name: 'Décision sur photo' }, LONG);
  expect(within(bar).getByRole('link', { name: 'Ouvrir dans la file' })).toHaveAttribute(
    'href',
    `/validation?target=photo&q=${photo.student_idNumber}`,
  );
  await waitFor(() =>
    expect(within(bar).getByRole('button', { name: 'Valider la photo' })).toBeEnabled(),
  );
  await user.click(within(bar).getByRole('button', { name: 'Valider la photo' }));

  await toast(`Photo validée : ${photo.student_fullName}`);
  expect(bodies).toEqual([
    {
      student_idNumber: photo.student_idNumber,
      validation_target: 'photo',
      validation_state: 'validated',
      validation_comment: '',
    },
  ]);
  // The viewer shows the new state, and the photo keeps its place in the pending list.
  const decided = await within(dialog).findByRole('group', { name: 'Décision sur photo' });
  expect(decided).toHaveTextContent('Décision enregistrée : Photo validée.');
  expect(within(dialog).getByText('Validé', { selector: '.MuiChip-label' })).toBeInTheDocument();
  // The grid is behind the dialog (aria-hidden while it is open).
  const tile = screen.getByRole('button', {
    name: `Agrandir la photo de ${photo.student_fullName}`,
    hidden: true,
  });
  expect(within(tile.closest('article')!).getByText('Validé')).toBeInTheDocument();

  await user.click(within(decided).getByRole('button', { name: 'Annuler la décision' }));
  await toast(
    `Décision annulée : la photo de ${photo.student_fullName} est de nouveau en attente.`,
  );
  expect(bodies[1]).toEqual({
    student_idNumber: photo.student_idNumber,
    validation_target: 'photo',
    validation_state: 'pending',
    validation_comment: 'Décision annulée',
  });
  await within(dialog).findByRole('toolbar', { name: 'Décision sur photo' });
  expect(within(dialog).getByText('En attente', { selector: '.MuiChip-label' })).toBeVisible();
  const [after] = await dataProvider.call<Photo[]>('photo.byStudent', {
    params: { student_idNumber: photo.student_idNumber },
  });
  expect(after.photo_state).toBe('pending');
});

test('a photo that is not its student’s latest offers no decision', async () => {
  const photo = await pendingPhoto(1);
  server.use(
    http.get('*/api/photos/student/:idNumber', () =>
      HttpResponse.json({
        status: 'ok',
        data: [{ ...photo, photo_id: 999_999, photo_uuid: 'newer' }, photo],
      }),
    ),
  );
  const dialog = await openViewer('admin', photo.photo_id);
  await within(dialog).findByText(
    'Une photo plus récente de cet élève existe : seule la dernière photo d’un élève se valide.',
    {},
    LONG,
  );
  expect(within(dialog).queryByRole('button', { name: 'Valider la photo' })).toBeNull();
});

test('a pending student is rejected from its page with a typed reason', async () => {
  const [student] = await queueHead('data', 1);
  const bodies = captureDecisions(server);
  const user = setupUser();
  await renderAppAs('control', `/student/${student.student_idNumber}/show`);
  const card = await identity();
  const bar = await within(card).findByRole('toolbar', { name: 'Décision sur données' }, LONG);
  expect(within(bar).getByRole('link', { name: 'Ouvrir dans la file' })).toHaveAttribute(
    'href',
    `/validation?q=${student.student_idNumber}`,
  );
  await waitFor(() =>
    expect(within(bar).getByRole('button', { name: 'Rejeter les données' })).toBeEnabled(),
  );
  await user.click(within(bar).getByRole('button', { name: 'Rejeter les données' }));
  const dialog = await screen.findByRole('dialog', { name: `Rejeter : ${studentName(student)}` });
  const field = within(dialog).getByRole('textbox', { name: /Motif du rejet/ });
  await user.clear(field);
  await user.type(field, 'Prénom et nom inversés');
  await user.click(within(dialog).getByRole('button', { name: 'Rejeter' }));

  await toast(`Données rejetées : ${studentName(student)}`);
  expect(bodies).toEqual([
    {
      student_idNumber: student.student_idNumber,
      validation_target: 'data',
      validation_state: 'rejected',
      validation_comment: 'Prénom et nom inversés',
    },
  ]);
  await within(card).findByText('Décision enregistrée : Données rejetées.');
  await within(card).findByText('Rejeté', { selector: '.MuiChip-label' });
  const decisions = await screen.findByRole('table', { name: 'Décisions de validation' }, LONG);
  await within(decisions).findByText('Prénom et nom inversés', {}, LONG);
});

test('a failed decision says why in French and keeps the reason typed', async () => {
  const [, student] = await queueHead('data', 2);
  server.use(
    http.post(DECISION_URL, () =>
      HttpResponse.json(
        { status: 'error', message: 'Erreur interne du serveur (démo).' },
        { status: 500 },
      ),
    ),
  );
  const user = setupUser();
  await renderAppAs('admin', `/student/${student.student_idNumber}/show`);
  const card = await identity();
  const bar = await within(card).findByRole('toolbar', { name: 'Décision sur données' }, LONG);
  await waitFor(() =>
    expect(within(bar).getByRole('button', { name: 'Rejeter les données' })).toBeEnabled(),
  );
  await user.click(within(bar).getByRole('button', { name: 'Rejeter les données' }));
  let dialog = await screen.findByRole('dialog');
  const field = within(dialog).getByRole('textbox', { name: /Motif du rejet/ });
  await user.clear(field);
  await user.type(field, 'Date de naissance à vérifier');
  await user.click(within(dialog).getByRole('button', { name: 'Rejeter' }));

  await toast(`Décision non enregistrée : ${studentName(student)}`);
  expect(
    await within(card).findByText(
      'Décision non enregistrée : Erreur interne du serveur (démo). Décidez à nouveau.',
    ),
  ).toBeInTheDocument();
  expect(within(card).getByText('En attente', { selector: '.MuiChip-label' })).toBeVisible();
  await user.click(await within(card).findByRole('button', { name: 'Rejeter les données' }));
  dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByRole('textbox', { name: /Motif du rejet/ })).toHaveValue(
    'Date de naissance à vérifier',
  );

  // The server is back: the same reason goes, and the record's toast says only that.
  server.resetHandlers();
  const bodies = captureDecisions(server);
  await user.click(within(dialog).getByRole('button', { name: 'Rejeter' }));
  await toast(`Données rejetées : ${studentName(student)}`);
  expect(bodies).toEqual([
    {
      student_idNumber: student.student_idNumber,
      validation_target: 'data',
      validation_state: 'rejected',
      validation_comment: 'Date de naissance à vérifier',
    },
  ]);
  expect(screen.queryByText(`Décision non enregistrée : ${studentName(student)}`)).toBeNull();
  expect(screen.queryByText('Erreur interne du serveur (démo).')).toBeNull();
});

test('a student decided by someone else first shows their decision', async () => {
  const [, , student] = await queueHead('data', 3);
  const user = setupUser();
  await renderAppAs('control', `/student/${student.student_idNumber}/show`);
  const card = await identity();
  const bar = await within(card).findByRole('toolbar', { name: 'Décision sur données' }, LONG);
  // Another controller (admin) validates it meanwhile.
  await dataProvider.call('validation.studentValidation', {
    body: {
      student_idNumber: student.student_idNumber,
      validation_target: 'data',
      validation_state: 'validated',
      validation_comment: '',
    },
  });
  await waitFor(() =>
    expect(within(bar).getByRole('button', { name: 'Valider les données' })).toBeEnabled(),
  );
  await user.click(within(bar).getByRole('button', { name: 'Valider les données' }));
  await toast(`Décision non enregistrée : ${studentName(student)}`);
  await within(card).findByText(/^Décision non enregistrée : Déjà traité : les données de/);
  await within(card).findByText('Validé', { selector: '.MuiChip-label' }, LONG);
  expect(within(card).queryByRole('toolbar', { name: 'Décision sur données' })).toBeNull();
});

test('users without admin or control see no decision on a pending student', async () => {
  const [student] = await queueHead('data', 4).then((list) => list.slice(3));
  await renderAppAs('agent', `/student/${student.student_idNumber}/show`);
  const card = await identity();
  await within(card).findByText(student.student_idNumber, {}, LONG);
  expect(within(card).queryByRole('toolbar')).toBeNull();
  expect(within(card).queryByRole('button', { name: 'Valider les données' })).toBeNull();
});

test('a photo decision without an answer waits in the outbox; « Retirer » takes it back', async () => {
  const photo = await pendingPhoto(2);
  server.use(http.post(DECISION_URL, () => HttpResponse.error()));
  const user = setupUser();
  const dialog = await openViewer('control', photo.photo_id);
  const bar = await within(dialog).findByRole('toolbar', { name: 'Décision sur photo' }, LONG);
  await waitFor(() =>
    expect(within(bar).getByRole('button', { name: 'Valider la photo' })).toBeEnabled(),
  );
  await user.click(within(bar).getByRole('button', { name: 'Valider la photo' }));
  await toast(`Décision en attente d’envoi : ${photo.student_fullName}`);
  const waiting = await within(dialog).findByRole('group', { name: 'Décision sur photo' });
  expect(waiting).toHaveTextContent(
    'Décision en attente d’envoi : Photo validée. Elle sera envoyée dès le retour du réseau.',
  );
  expect(within(dialog).getByText('En attente', { selector: '.MuiChip-label' })).toBeVisible();

  await user.click(within(waiting).getByRole('button', { name: 'Retirer la décision' }));
  await toast(`Décision retirée avant son envoi : ${photo.student_fullName} reste en attente.`);
  expect(await within(dialog).findByRole('button', { name: 'Valider la photo' })).toBeEnabled();
  const [after] = await dataProvider.call<Photo[]>('photo.byStudent', {
    params: { student_idNumber: photo.student_idNumber },
  });
  expect(after.photo_state).toBe('pending');
});

test('« Ouvrir dans la file » opens the review queue on that student', async () => {
  const [, , , , student] = await queueHead('data', 5);
  const user = setupUser();
  await renderAppAs('admin', `/student/${student.student_idNumber}/show`);
  const card = await identity();
  await user.click(await within(card).findByRole('link', { name: 'Ouvrir dans la file' }, LONG));
  await onScreen(student);
  expect(window.location.pathname).toBe('/validation');
  expect(window.location.search).toBe(`?q=${student.student_idNumber}`);
});
