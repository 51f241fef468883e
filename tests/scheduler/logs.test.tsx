import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import App from '../../src/App';
import { endSession, login } from '../../src/auth/session';
import { createDemoServer } from '../../src/demo/node';
import { MANUAL_RUN_SECONDS } from '../../src/demo/handlers/taskRuns';
import { CANNOT_STOP } from '../../src/scheduler/logs/StopExecution';
import { STATUS_CHOICES, statusText } from '../../src/scheduler/statuses';
import { http, HttpResponse } from 'msw';

/** The demo API's clock, moved by hand: a launched run ends when the test says so. */
const clock = { now: Date.now() };
const server = createDemoServer({ students: 200, now: () => clock.now });
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => endSession());
afterAll(() => server.close());

const LONG = { timeout: 15_000 };

const renderAt = async (path: string) => {
  await login('admin', 'admin');
  window.history.replaceState(null, '', path);
  return render(
    <>
      <App />
      <Toaster />
    </>,
  );
};

/** jsdom's Blob has no text(): read it as a browser without it would. */
const readBlob = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.readAsText(blob);
  });

const logList = () => screen.getByRole('list', { name: "Journal de l'exécution" });

test('a launched run is followed: its lines come in, then it ends on its own', async () => {
  // « Suivre » scrolls the journal's own box, never the window (the title and status stay).
  const intoView = vi.fn();
  Element.prototype.scrollIntoView = intoView;
  const windowScroll = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  const user = userEvent.setup();
  await renderAt('/scheduler-page');
  const row = (await screen.findByText('Purge des journaux', {}, LONG)).closest('tr')!;
  await user.click(
    within(row as HTMLElement).getByRole('button', { name: /^Exécuter « Purge des journaux »/ }),
  );
  await user.click(
    within(await screen.findByRole('dialog', {}, LONG)).getByRole('button', { name: 'Exécuter' }),
  );
  await screen.findByText(
    'Démarrage de la tâche « Purge des journaux » (lancement manuel)',
    {},
    LONG,
  );
  expect(screen.getByText('En cours')).toBeInTheDocument();
  expect(screen.getByRole('progressbar', { name: 'Exécution en cours' })).toBeInTheDocument();
  const before = within(logList()).getAllByRole('listitem').length;

  // Time passes on the server: the next poll brings the rest and the end.
  clock.now += (MANUAL_RUN_SECONDS[1] + 1) * 1000;
  await within(logList()).findByText(
    /^Tâche (terminée avec succès en|en échec après) \d+ s$/,
    {},
    LONG,
  );
  await waitFor(() => expect(screen.queryByText('En cours')).toBeNull(), LONG);
  expect(screen.queryByRole('progressbar', { name: 'Exécution en cours' })).toBeNull();
  const lines = within(logList()).getAllByRole('listitem');
  expect(lines.length).toBeGreaterThan(before);
  expect(lines.some((line) => line.dataset.level === 'warning')).toBe(true);
  expect(intoView).not.toHaveBeenCalled();
  expect(windowScroll.mock.calls.filter(([, top]) => top !== 0)).toEqual([]);
  windowScroll.mockRestore();
});

test('the logs of a long execution: searchable, levels coloured, downloadable', async () => {
  const user = userEvent.setup();
  const createObjectURL = vi.fn((_blob: Blob) => 'blob:journal');
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
  Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
  // Execution 1: the first run of the demo's history.
  await renderAt('/scheduler-page/executions/1');
  await screen.findByRole('heading', { name: /^Exécution n° 1 — / }, LONG);
  await waitFor(
    () => expect(within(logList()).getAllByRole('listitem').length).toBeGreaterThan(3),
    LONG,
  );
  const all = within(logList()).getAllByRole('listitem').length;
  expect(screen.getByText(`${all} ligne(s)`)).toBeInTheDocument();

  await user.type(screen.getByLabelText('Rechercher dans les journaux'), 'demarrage');
  expect(screen.getByText(`1 ligne(s) sur ${all}`)).toBeInTheDocument();
  const [line] = within(logList()).getAllByRole('listitem');
  expect(line.dataset.level).toBe('info');
  expect(within(line).getByText('Démarrage', { selector: 'mark' })).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Télécharger' }));
  expect(click).toHaveBeenCalledTimes(1);
  const anchor = click.mock.contexts[0] as HTMLAnchorElement;
  expect(anchor.download).toBe('execution-1.log');
  const text = await readBlob(createObjectURL.mock.calls[0][0]);
  expect(text.split('\n').filter(Boolean)).toHaveLength(all);
  expect(text).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ \[INFO\] Démarrage de la tâche/);
  click.mockRestore();
});

test('the timeline: executions of a day coloured by outcome, a click opens the logs', async () => {
  const user = userEvent.setup();
  await renderAt('/scheduler-page/timeline?vue=jour&jour=2026-11-19');
  await screen.findByText('jeudi 19 novembre 2026', {}, LONG);
  const table = await screen.findByRole('table', { name: 'Chronologie des exécutions' }, LONG);
  expect(
    within(table).getByRole('rowheader', { name: 'Synchronisation des élèves' }),
  ).toBeInTheDocument();
  const bars = within(table).getAllByRole('button', { name: /Ouvrir le journal\.$/ });
  const statuses = new Set(bars.map((bar) => bar.dataset.status));
  expect(statuses.has('success')).toBe(true);
  const first = bars[0];
  expect(first).toHaveAccessibleName(
    /— (Réussie|En échec|En cours), Début : .*, Durée : .*, Déclenchement : (Planifiée|Manuelle)\. Ouvrir le journal\.$/,
  );
  await user.click(first);
  await waitFor(
    () => expect(window.location.pathname).toMatch(/^\/scheduler-page\/executions\/\d+$/),
    LONG,
  );

  await user.click(await screen.findByRole('link', { name: 'Exécutions' }, LONG));
  await user.click(await screen.findByRole('tab', { name: 'Chronologie' }, LONG));
  await user.click(await screen.findByRole('button', { name: 'Semaine' }, LONG));
  await waitFor(() => expect(window.location.search).toMatch(/vue=semaine/), LONG);
});

/** Launches « Purge des journaux » from its row, past the question, onto its execution page. */
const launchPurge = async (user: ReturnType<typeof userEvent.setup>) => {
  await renderAt('/scheduler-page');
  const row = (await screen.findByText('Purge des journaux', {}, LONG)).closest('tr')!;
  await user.click(
    within(row as HTMLElement).getByRole('button', { name: /^Exécuter « Purge des journaux »/ }),
  );
  await user.click(
    within(await screen.findByRole('dialog', {}, LONG)).getByRole('button', { name: 'Exécuter' }),
  );
  await screen.findByRole('heading', { name: /^Exécution n° \d+ — Purge des journaux$/ }, LONG);
};

test('a running execution can be stopped, asked first: its log ends on the stop', async () => {
  const user = userEvent.setup();
  await launchPurge(user);
  await user.click(await screen.findByRole('button', { name: 'Arrêter l’exécution' }, LONG));
  const question = await screen.findByRole('dialog', {}, LONG);
  expect(question).toHaveTextContent(/^Arrêter l’exécution n° \d+ de « Purge des journaux » \?/);
  await user.click(within(question).getByRole('button', { name: 'Arrêter' }));
  expect(
    await screen.findByText(/^Exécution n° \d+ de « Purge des journaux » arrêtée$/, {}, LONG),
  ).toBeInTheDocument();
  await within(logList()).findByText(
    'Exécution arrêtée à la demande d’un administrateur',
    {},
    LONG,
  );
  await waitFor(() => expect(screen.queryByText('En cours')).toBeNull(), LONG);
  const stoppedBy = /^par admin, le \w{3}\. \d\d\/\d\d\/\d{4} \d\d:\d\d$/;
  expect(screen.getByText('Arrêtée')).toBeInTheDocument();
  expect(screen.getByText(stoppedBy)).toBeInTheDocument();
  expect(screen.queryByText('En échec')).toBeNull();
  expect(screen.queryByRole('button', { name: 'Arrêter l’exécution' })).toBeNull();

  // The same in Exécutions and in Tâches: a stop is not a failure.
  await user.click(screen.getByRole('link', { name: /Exécutions/ }));
  const run = (await screen.findAllByText('Purge des journaux', {}, LONG))[0].closest('tr')!;
  expect(within(run).getByText('Arrêtée')).toBeInTheDocument();
  expect(within(run).getByText(stoppedBy)).toBeInTheDocument();
  await user.click(screen.getByRole('tab', { name: 'Tâches' }));
  const task = (await screen.findByText('Purge des journaux', {}, LONG)).closest('tr')!;
  expect(await within(task).findByText('Arrêtée', {}, LONG)).toBeInTheDocument();
  expect(within(task).getByText(stoppedBy)).toBeInTheDocument();
});

test('a stopped run in words: who stopped it and when, what of it the server sent', () => {
  const at = '2026-11-28T06:10:00Z';
  expect(statusText('stopped', { by: 'admin', at })).toBe(
    'Arrêtée par admin, le sam. 28/11/2026 06:10',
  );
  expect(statusText('stopped', { at })).toBe('Arrêtée le sam. 28/11/2026 06:10');
  expect(statusText('stopped')).toBe('Arrêtée');
  expect(statusText('error', { by: 'admin', at })).toBe('En échec');
  expect(STATUS_CHOICES.map((choice) => choice.name)).toEqual([
    'Réussie',
    'En échec',
    'En cours',
    'Arrêtée',
  ]);
});

test('a server without the stop call: the page says the execution cannot be stopped', async () => {
  server.use(
    http.post('*/api/task/stop', () =>
      HttpResponse.json({ status: 'error', message: 'Introuvable.' }, { status: 404 }),
    ),
  );
  const user = userEvent.setup();
  await launchPurge(user);
  await user.click(await screen.findByRole('button', { name: 'Arrêter l’exécution' }, LONG));
  await user.click(
    within(await screen.findByRole('dialog', {}, LONG)).getByRole('button', { name: 'Arrêter' }),
  );
  expect(await screen.findByText(CANNOT_STOP, {}, LONG)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Arrêter l’exécution' })).toBeNull();
  expect(screen.getByText('En cours')).toBeInTheDocument();
  server.resetHandlers();
});
