import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { endSession } from '../../src/auth/session';
import { LIVE_RUN_MS } from '../../src/demo/handlers/syncLive';
import { createDemoServer } from '../../src/demo/node';
import { RUNNING_REFRESH_MS } from '../../src/synchronization/whileRunning';
// Aliased: the helper is no React hook, whatever its name says (react-hooks/rules-of-hooks).
import { renderAppAs } from '../helpers/demoApp';
import { captureRequests } from '../users/captureRequests';

/** The demo API's clock, moved by hand to end its running run. */
const clock = { now: Date.now() };
const server = createDemoServer({ students: 200, now: () => clock.now });
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  vi.useRealTimers();
  endSession();
});
afterAll(() => server.close());

// Long: the page's modules are transformed on first use, on a busy machine.
const LONG = { timeout: 45_000 };
const HISTORY = '/api/sync/get_sync_history';

const rowOf = async (id: number) => {
  const link = await screen.findByRole('link', { name: String(id) }, LONG);
  return link.closest('tr')!;
};

test('lists the runs newest first, with type, status, duration and counts by entity', async () => {
  const capture = captureRequests(server, HISTORY);
  await renderAppAs('admin', '/synchronization');
  const table = await screen.findByRole('table', {}, LONG);
  const headers = within(table)
    .getAllByRole('columnheader')
    .map((cell) => cell.textContent);
  for (const title of [
    'N°',
    'Type',
    'Statut',
    'Début',
    'Durée',
    'Élèves',
    'Photos',
    'Écoles',
    'DREN',
    'Erreurs',
  ]) {
    expect(headers.some((text) => text?.includes(title))).toBe(true);
  }
  const newest = await rowOf(120);
  expect(within(newest).getByText('Complète')).toBeInTheDocument();
  expect(within(newest).getByText('En cours')).toBeInTheDocument();
  expect(within(await rowOf(119)).getByText('En échec')).toBeInTheDocument();
  const search = capture.requests.find((request) => request.path === HISTORY)!.search;
  expect(Object.fromEntries(search)).toEqual({
    page: '1',
    perPage: '25',
    sort: 'syncHistory_startedAt',
    order: 'DESC',
  });
  capture.stop();
});

test('filters by type and status on the server, kept in the URL', async () => {
  const user = userEvent.setup();
  const capture = captureRequests(server, HISTORY);
  await renderAppAs('admin', '/synchronization');
  await rowOf(120);
  await user.click(screen.getByRole('combobox', { name: 'Type' }));
  await user.click(await screen.findByRole('option', { name: 'Photos' }));
  await waitFor(
    () =>
      expect(
        capture.requests.some((request) => request.search.get('syncHistory_type') === 'photo'),
      ).toBe(true),
    LONG,
  );
  await waitFor(
    () =>
      expect(decodeURIComponent(window.location.search)).toContain('"syncHistory_type":"photo"'),
    LONG,
  );
  await waitFor(() => expect(screen.queryByText('Complète')).toBeNull(), LONG);
  expect((await rowOf(119)).textContent).toContain('Photos');
  capture.stop();
});

test('a running run is asked for again every 5 s until it ends, then no more', async () => {
  // Fake timers at the spec's period; the clock also runs, for the page's own waits.
  vi.useFakeTimers({
    shouldAdvanceTime: true,
    toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'],
  });
  await renderAppAs('admin', '/synchronization');
  expect(within(await rowOf(120)).getByText('En cours')).toBeInTheDocument();
  const capture = captureRequests(server, HISTORY);
  await vi.advanceTimersByTimeAsync(RUNNING_REFRESH_MS);
  await waitFor(() => expect(capture.requests.length).toBeGreaterThan(0), LONG);

  clock.now = server.runtime.startedAt + LIVE_RUN_MS;
  await vi.advanceTimersByTimeAsync(RUNNING_REFRESH_MS);
  await waitFor(() => {
    const row = screen.getByRole('link', { name: '120' }).closest('tr')!;
    expect(within(row).getByText('Réussie')).toBeInTheDocument();
  }, LONG);
  const asked = capture.requests.length;
  await vi.advanceTimersByTimeAsync(10 * RUNNING_REFRESH_MS);
  expect(capture.requests).toHaveLength(asked);
  capture.stop();
});
