import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderAppAs, setupDemoServer } from '../helpers/demoApp';
import { captureRequests } from '../users/captureRequests';

const server = setupDemoServer(200);

const LONG = { timeout: 15_000 };

afterEach(() => server.resetHandlers());

/** Creates a task through the API, as another administrator would have. */
const seedTask = async (name: string) => {
  const { tokenStorage } = await import('../../src/api/token');
  const { login } = await import('../../src/auth/session');
  await login('admin', 'admin');
  const response = await fetch('http://localhost/api/task/create', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${tokenStorage.get()}` },
    body: JSON.stringify({ task_name: name, task_kind: 'maintenance', task_cron: '0 2 * * *' }),
  });
  return ((await response.json()) as { data: { task_id: number } }).data;
};

const rowOf = async (name: string) =>
  (await screen.findByText(name, {}, LONG)).closest('tr') as HTMLElement;

/** The question « Exécuter » asks before running a task. */
const runQuestion = async (name: string) =>
  screen.findByRole('dialog', { name: `Exécuter la tâche « ${name} » maintenant ?` }, LONG);

const runAfterQuestion = async (user: ReturnType<typeof userEvent.setup>, name: string) =>
  user.click(within(await runQuestion(name)).getByRole('button', { name: 'Exécuter' }));

test('the tasks: each schedule read in French with its next runs', async () => {
  await renderAppAs('admin', '/scheduler-page');
  const row = await rowOf('Synchronisation des élèves');
  expect(within(row).getByText('tous les jours à 02:00 et 14:00')).toBeInTheDocument();
  expect(within(row).getByText('0 2,14 * * *')).toBeInTheDocument();
  expect(within(row).getAllByRole('listitem')).toHaveLength(3);
  const weekdays = await rowOf('Export des statistiques DREN');
  expect(within(weekdays).getByText('à 06:00, de lundi à vendredi')).toBeInTheDocument();
  expect(screen.getByRole('tab', { name: 'Tâches', selected: true })).toBeInTheDocument();
});

test('creating: the cron is read as typed, the JSON checked before sending, then POST task/create', async () => {
  const capture = captureRequests(server, '/api/task/create');
  const user = userEvent.setup();
  await renderAppAs('admin', '/scheduler-page/create');
  await user.type(await screen.findByLabelText(/^Nom/, {}, LONG), 'Export hebdomadaire');
  await user.click(screen.getByRole('combobox', { name: /^Type/ }));
  await user.click(await screen.findByRole('option', { name: 'Export' }));
  const cron = screen.getByLabelText(/^Planification/);
  await user.type(cron, '0 7 * *');
  const preview = screen.getByTestId('cron-preview');
  expect(within(preview).getByText(/^4 champ\(s\) au lieu de 5\./)).toBeInTheDocument();
  await user.type(cron, ' 1');
  expect(within(preview).getByText('Exécutée à 07:00, uniquement le lundi')).toBeInTheDocument();
  expect(within(preview).getAllByRole('listitem')).toHaveLength(5);

  const params = screen.getByLabelText(/^Paramètres/);
  await user.clear(params);
  await user.click(params);
  await user.paste('{ "format": "csv", }');
  await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
  expect(
    await screen.findByText(
      /^JSON invalide.*vérifiez les guillemets, virgules et accolades\.$/,
      {},
      LONG,
    ),
  ).toBeInTheDocument();
  expect(capture.requests).toEqual([]);

  await user.clear(params);
  await user.paste('{ "format": "csv" }');
  await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
  await waitFor(() => expect(window.location.pathname).toBe('/scheduler-page'), LONG);
  expect(await capture.bodies('POST', '/api/task/create')).toEqual([
    {
      task_name: 'Export hebdomadaire',
      task_kind: 'export',
      task_cron: '0 7 * * 1',
      task_params: { format: 'csv' },
      task_enabled: true,
    },
  ]);
  const row = await rowOf('Export hebdomadaire');
  expect(within(row).getByText('à 07:00, uniquement le lundi')).toBeInTheDocument();
  capture.stop();
});

test('parameters over 64 KB are refused as they are pasted, in French, and what was typed stays', async () => {
  const capture = captureRequests(server, '/api/task/create');
  const user = userEvent.setup();
  await renderAppAs('admin', '/scheduler-page/create');
  await user.type(await screen.findByLabelText(/^Nom/, {}, LONG), 'Gros import');
  const params = screen.getByLabelText(/^Paramètres/);
  expect(params).toHaveAccessibleDescription(
    'Un objet JSON, par exemple { "lot": 500 }, de 64 Ko au maximum. Vérifié avant l\'envoi.',
  );
  // {"lot":"…"}: 10 bytes around the text; é is 2 bytes in UTF-8.
  const tooLarge = `{ "lot": "${'é'.repeat(32_764)}" }`;
  await user.clear(params);
  await user.click(params);
  await user.paste(tooLarge);
  const message = 'Paramètres trop volumineux : 64,1 Ko pour 64 Ko au maximum.';
  expect(await screen.findByText(message, {}, LONG)).toBeInTheDocument();
  expect(params).toHaveAccessibleDescription(message);
  expect(params).toHaveValue(tooLarge);

  await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
  expect(await screen.findByText(message, {}, LONG)).toBeInTheDocument();
  expect(capture.requests).toEqual([]);
  expect(screen.getByLabelText(/^Nom/)).toHaveValue('Gros import');

  // Back within the maximum: the message goes as the text is cut.
  await user.type(params, '{Backspace}{Backspace}{Backspace}{Backspace}{Backspace}"}');
  await waitFor(() => expect(screen.queryByText(message)).toBeNull(), LONG);
  capture.stop();
});

test('a 400 of the server lands on its field and the form keeps what was typed', async () => {
  server.use(
    http.post('*/api/task/create', () =>
      HttpResponse.json(
        {
          status: 'error',
          message: 'Données invalides : vérifiez les champs signalés.',
          errors: { task_cron: 'Planification refusée par le serveur.' },
        },
        { status: 400 },
      ),
    ),
  );
  const user = userEvent.setup();
  await renderAppAs('admin', '/scheduler-page/create');
  await user.type(await screen.findByLabelText(/^Nom/, {}, LONG), 'Refusée');
  await user.click(screen.getByRole('combobox', { name: /^Type/ }));
  await user.click(await screen.findByRole('option', { name: 'Sauvegarde' }));
  await user.type(screen.getByLabelText(/^Planification/), '0 3 * * *');
  await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
  expect(
    await screen.findByText('Planification refusée par le serveur.', {}, LONG),
  ).toBeInTheDocument();
  expect(screen.getByLabelText(/^Planification/)).toHaveAccessibleDescription(
    /Planification refusée par le serveur\./,
  );
  expect(screen.getByLabelText(/^Nom/)).toHaveValue('Refusée');
  expect(window.location.pathname).toBe('/scheduler-page/create');
});

test('deleting asks first, then DELETE task/delete with the id in the body', async () => {
  const task = await seedTask('Tâche à supprimer');
  const capture = captureRequests(server, '/api/task/delete');
  const user = userEvent.setup();
  await renderAppAs('admin', '/scheduler-page');
  const row = await rowOf('Tâche à supprimer');
  await user.click(within(row).getByRole('button', { name: 'Supprimer « Tâche à supprimer »' }));
  const dialog = await screen.findByRole('dialog', {}, LONG);
  expect(
    within(dialog).getByText('Supprimer la tâche « Tâche à supprimer » ?'),
  ).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Annuler' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), LONG);
  expect(capture.requests).toEqual([]);

  await user.click(within(row).getByRole('button', { name: 'Supprimer « Tâche à supprimer »' }));
  await user.click(
    within(await screen.findByRole('dialog', {}, LONG)).getByRole('button', { name: 'Confirmer' }),
  );
  await waitFor(() => expect(screen.queryByText('Tâche à supprimer')).toBeNull(), LONG);
  expect(await capture.bodies('DELETE', '/api/task/delete')).toEqual([{ task_id: task.task_id }]);
  expect(window.location.pathname).toBe('/scheduler-page');
  capture.stop();
});

test('a failed delete says so in French and the task stays listed', async () => {
  await seedTask('Tâche tenace');
  server.use(
    http.delete('*/api/task/delete', () =>
      HttpResponse.json(
        { status: 'error', message: 'Erreur interne du serveur.' },
        { status: 500 },
      ),
    ),
  );
  const user = userEvent.setup();
  await renderAppAs('admin', '/scheduler-page');
  const row = await rowOf('Tâche tenace');
  await user.click(within(row).getByRole('button', { name: 'Supprimer « Tâche tenace »' }));
  await user.click(
    within(await screen.findByRole('dialog', {}, LONG)).getByRole('button', { name: 'Confirmer' }),
  );
  expect(await screen.findByText('Erreur interne du serveur.', {}, LONG)).toBeInTheDocument();
  expect(screen.getByText('Tâche tenace')).toBeInTheDocument();
});

test('run now: POST task/execute with the id, then the execution opens', async () => {
  const capture = captureRequests(server, '/api/task/execute');
  const user = userEvent.setup();
  await renderAppAs('admin', '/scheduler-page');
  const row = await rowOf('Purge des journaux');
  await user.click(
    within(row).getByRole('button', { name: 'Exécuter « Purge des journaux » maintenant' }),
  );
  const question = await runQuestion('Purge des journaux');
  expect(question).toHaveTextContent('Supprime les journaux d’exécution de plus de 90 jours.');
  expect(within(question).queryByRole('alert')).toBeNull();
  expect(capture.requests).toHaveLength(0);
  await runAfterQuestion(user, 'Purge des journaux');
  await waitFor(
    () => expect(window.location.pathname).toMatch(/^\/scheduler-page\/executions\/\d+$/),
    LONG,
  );
  expect(await capture.bodies('POST', '/api/task/execute')).toEqual([{ task_id: 4 }]);
  expect(await screen.findByText('En cours', {}, LONG)).toBeInTheDocument();
  expect(
    await screen.findByText(
      'Démarrage de la tâche « Purge des journaux » (lancement manuel)',
      {},
      LONG,
    ),
  ).toBeInTheDocument();
  capture.stop();
});

test('run now: a loading toast, then a French error toast when the server fails; the task stays', async () => {
  let release!: () => void;
  const gate = new Promise<void>((done) => (release = done));
  server.use(
    http.post('*/api/task/execute', async () => {
      await gate;
      return HttpResponse.json(
        { status: 'error', message: 'Erreur interne du serveur (démo).' },
        { status: 500 },
      );
    }),
  );
  const user = userEvent.setup();
  await renderAppAs('admin', '/scheduler-page');
  const row = await rowOf('Purge des journaux');
  const button = within(row).getByRole('button', {
    name: 'Exécuter « Purge des journaux » maintenant',
  });
  await user.click(button);
  await runAfterQuestion(user, 'Purge des journaux');
  const loading = await screen.findByText('Lancement de « Purge des journaux »…', {}, LONG);
  expect(loading.closest('[data-sonner-toast]')).toHaveAttribute('data-type', 'loading');
  release();
  const title = await screen.findByText('Lancement de « Purge des journaux » impossible', {}, LONG);
  const toast = title.closest('[data-sonner-toast]');
  expect(toast).toHaveAttribute('data-type', 'error');
  expect(toast).toHaveTextContent('Erreur interne du serveur (démo).');
  expect(screen.queryByText('Lancement de « Purge des journaux »…')).toBeNull();
  expect(window.location.pathname).toBe('/scheduler-page');
  await waitFor(() => expect(button).toBeEnabled());
});

test('run now asks louder for a disabled task that sends data out; Annuler runs nothing', async () => {
  const capture = captureRequests(server, '/api/task/execute');
  const user = userEvent.setup();
  await renderAppAs('admin', '/scheduler-page');
  const name = 'Envoi des lots à l’imprimeur';
  const row = await rowOf(name);
  await user.click(within(row).getByRole('button', { name: `Exécuter « ${name} » maintenant` }));
  const question = await runQuestion(name);
  expect(question).toHaveTextContent(
    'Transmet au centre de production les cartes validées de la semaine.',
  );
  expect(
    within(question)
      .getAllByRole('alert')
      .map((alert) => alert.textContent),
  ).toEqual([
    'Cette tâche est désactivée : son planning ne la lance plus. L’exécuter maintenant la lance quand même, une fois.',
    'Cette tâche envoie des données hors de la plateforme : un envoi fait ne peut pas être annulé.',
  ]);
  const cancel = within(question).getByRole('button', { name: 'Annuler' });
  expect(cancel).toHaveFocus();
  const confirm = within(question).getByRole('button', { name: 'Exécuter quand même' });
  // « Annuler » is plain: a cross, not react-admin's warning-like icon, not the confirm's colour.
  expect(within(cancel).getByTestId('CloseIcon')).toBeInTheDocument();
  expect(within(cancel).queryByTestId('ErrorOutlineIcon')).toBeNull();
  expect(getComputedStyle(cancel).color).not.toBe(getComputedStyle(confirm).color);
  // The text's colour (MUI's light text.primary), not the primary orange of react-admin.
  expect(getComputedStyle(cancel).color).toBe('rgba(0, 0, 0, 0.87)');
  await user.click(within(question).getByRole('button', { name: 'Annuler' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(window.location.pathname).toBe('/scheduler-page');
  expect(capture.requests).toHaveLength(0);
  capture.stop();
});

test('leaving the form with unsaved changes asks first (react-admin warnWhenUnsavedChanges)', async () => {
  const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
  const user = userEvent.setup();
  await renderAppAs('admin', '/scheduler-page/1');
  const name = await screen.findByLabelText(/^Nom/, {}, LONG);
  await waitFor(() => expect(name).toHaveValue('Synchronisation des élèves'), LONG);
  await user.type(name, ' (nuit)');
  await user.click(
    within(screen.getByRole('main')).getByRole('link', { name: 'Tâches planifiées' }),
  );
  await waitFor(() => expect(confirm).toHaveBeenCalledTimes(1), LONG);
  expect(confirm.mock.calls[0][0]).toBe(
    "Certains changements n'ont pas été enregistrés. Êtes-vous sûr(e) de vouloir quitter cette page ?",
  );
  expect(window.location.pathname).toBe('/scheduler-page/1');
  expect(screen.getByLabelText(/^Nom/)).toHaveValue('Synchronisation des élèves (nuit)');
  confirm.mockRestore();
});
