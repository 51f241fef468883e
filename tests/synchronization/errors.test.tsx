import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import type { SyncError, SyncHistory } from '../../src/api/types';
import { clearDemoFaults, setDemoFaults } from '../../src/demo/node';
// Aliased: the helper is no React hook, whatever its name says (react-hooks/rules-of-hooks).
import { renderAppAs, setupDemoServer } from '../helpers/demoApp';
import { captureRequests } from '../users/captureRequests';

const server = setupDemoServer(200);
afterEach(() => {
  clearDemoFaults();
  server.resetHandlers();
});

// Long: the page's modules are transformed on first use, on a busy machine.
const LONG = { timeout: 45_000 };
const DELETE = '/api/sync/delete_errors';
/** The failed photo synchronisation of the demo data. */
const RUN = 119;

/** An answer of the demo API, with the token the app stored. */
const api = async <T,>(path: string): Promise<T> => {
  const token = localStorage.getItem('authorization-token');
  const response = await fetch(`${location.origin}${path}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  return ((await response.json()) as { data: T }).data;
};

const errorsOfRun = () =>
  api<SyncError[]>(
    `/api/sync/errors?syncHistory_id=${RUN}&sort=syncError_createdAt&order=DESC&page=1&perPage=25`,
  );

const openErrors = async (filter: object = { syncHistory_id: RUN }) => {
  await renderAppAs(
    'admin',
    `/synchronization/errors?filter=${encodeURIComponent(JSON.stringify(filter))}`,
  );
  return screen.findByRole('table', {}, LONG);
};

const rowOf = (table: HTMLElement, reference: string) =>
  within(table).getByText(reference).closest('tr')!;

test('deletes the selected errors: a confirmation with their number, then the count deleted', async () => {
  const user = userEvent.setup();
  const stats = captureRequests(server, '/api/sync/errors/stats');
  const table = await openErrors();
  const [first, second] = await errorsOfRun();
  await within(table).findByText(first.syncError_reference, {}, LONG);
  await waitFor(() =>
    expect(stats.requests.some((r) => r.search.get('syncHistory_id') === String(RUN))).toBe(true),
  );
  expect(
    screen.getByRole('heading', { name: `Erreurs par entité de la synchronisation n° ${RUN}` }),
  ).toBeInTheDocument();

  await user.click(within(rowOf(table, first.syncError_reference)).getByRole('checkbox'));
  await user.click(within(rowOf(table, second.syncError_reference)).getByRole('checkbox'));
  const capture = captureRequests(server, DELETE);
  await user.click(screen.getByRole('button', { name: 'Supprimer' }));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText('Supprimer 2 erreurs ?')).toBeInTheDocument();
  expect(
    within(dialog).getByText('Les 2 erreurs sélectionnées seront supprimées définitivement.'),
  ).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Supprimer' }));

  expect(await screen.findByText('2 erreurs supprimées.', {}, LONG)).toBeInTheDocument();
  expect(await capture.bodies('POST', DELETE)).toEqual([
    { ids: [first.syncError_id, second.syncError_id] },
  ]);
  await waitFor(
    () => expect(within(table).queryByText(first.syncError_reference)).toBeNull(),
    LONG,
  );
  capture.stop();
  stats.stop();
});

test('a refused deletion is said in French; the errors and the selection stay', async () => {
  const user = userEvent.setup();
  const table = await openErrors();
  const [first] = await errorsOfRun();
  await within(table).findByText(first.syncError_reference, {}, LONG);
  let release!: () => void;
  const gate = new Promise<void>((done) => (release = done));
  server.use(http.post(`*${DELETE}`, () => gate.then(() => undefined)));
  setDemoFaults({ fail: 'server', match: DELETE });
  const checkbox = within(rowOf(table, first.syncError_reference)).getByRole('checkbox');
  await user.click(checkbox);
  await user.click(screen.getByRole('button', { name: 'Supprimer' }));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText('Supprimer 1 erreur ?')).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Supprimer' }));

  const loading = await screen.findByText('Suppression des erreurs…', {}, LONG);
  expect(loading.closest('[data-sonner-toast]')).toHaveAttribute('data-type', 'loading');
  release();
  const title = await screen.findByText('Les erreurs n’ont pas été supprimées.', {}, LONG);
  const toast = title.closest('[data-sonner-toast]');
  expect(toast).toHaveAttribute('data-type', 'error');
  expect(toast).toHaveTextContent('Erreur interne du serveur (démo).');
  expect(screen.queryByText('Suppression des erreurs…')).toBeNull();
  expect(within(table).getByText(first.syncError_reference)).toBeInTheDocument();
  expect(checkbox).toBeChecked();
  expect(await errorsOfRun()).toContainEqual(first);
});

test('deletes every error of a run: its own count asked, the count deleted reported', async () => {
  const user = userEvent.setup();
  // Filtered on one entity too: the run's errors of every entity go, and the dialog says so.
  const table = await openErrors({ syncHistory_id: RUN, syncError_entity: 'photo' });
  const run = await api<SyncHistory>(`/api/sync/get_sync_history/${RUN}`);
  const count = run.syncHistory_errorCount;
  expect(count).toBeGreaterThan(1);
  await within(table).findAllByRole('checkbox', {}, LONG);
  const capture = captureRequests(server, DELETE);
  await user.click(
    await screen.findByRole(
      'button',
      { name: `Supprimer toutes les erreurs de la synchronisation n° ${RUN}` },
      LONG,
    ),
  );
  const dialog = await screen.findByRole('dialog');
  expect(
    within(dialog).getByText(`Supprimer les ${count} erreurs de la synchronisation n° ${RUN} ?`),
  ).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Supprimer' }));

  expect(await screen.findByText(`${count} erreurs supprimées.`, {}, LONG)).toBeInTheDocument();
  expect(await capture.bodies('POST', DELETE)).toEqual([{ syncHistory_id: RUN }]);
  expect(await screen.findByText('Photos : 0 erreur', {}, LONG)).toBeInTheDocument();
  expect((await api<SyncHistory>(`/api/sync/get_sync_history/${RUN}`)).syncHistory_errorCount).toBe(
    0,
  );
  capture.stop();
});

test('each error’s reference is a link to the record it names', async () => {
  const user = userEvent.setup();
  await renderAppAs('admin', '/');
  // A run that still has errors (the tests above delete some).
  const [any] = await api<SyncError[]>('/api/sync/errors?page=1&perPage=1');
  const run = any.syncHistory_id;
  const errors = await api<SyncError[]>(
    `/api/sync/errors?syncHistory_id=${run}&sort=syncError_createdAt&order=DESC&page=1&perPage=25`,
  );
  window.history.pushState(
    null,
    '',
    `/synchronization/errors?filter=${encodeURIComponent(JSON.stringify({ syncHistory_id: run }))}`,
  );
  window.dispatchEvent(new PopStateEvent('popstate'));
  const table = await screen.findByRole('table', {}, LONG);
  await within(table).findByText(errors[0].syncError_reference, {}, LONG);
  const expected = {
    student: (ref: string) => `/student/${ref}/show`,
    photo: (ref: string) => `/photos?filter=${encodeURIComponent(JSON.stringify({ q: ref }))}`,
    school: (ref: string) => `/school?filter=${encodeURIComponent(JSON.stringify({ q: ref }))}`,
    dren: (ref: string) => `/dren?filter=${encodeURIComponent(JSON.stringify({ q: ref }))}`,
  };
  const label = { student: 'Élève', photo: 'Photo', school: 'École', dren: 'DREN' };
  for (const error of errors) {
    const link = within(rowOf(table, error.syncError_reference)).getByRole('link', {
      name: `${label[error.syncError_entity]} ${error.syncError_reference}`,
    });
    expect(link).toHaveAttribute(
      'href',
      expected[error.syncError_entity](error.syncError_reference),
    );
  }
  const student = errors.find((error) => error.syncError_entity === 'student')!;
  await user.click(
    within(rowOf(table, student.syncError_reference)).getByRole('link', {
      name: `Élève ${student.syncError_reference}`,
    }),
  );
  await waitFor(() =>
    expect(window.location.pathname).toBe(`/student/${student.syncError_reference}/show`),
  );
});
