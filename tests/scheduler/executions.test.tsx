import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAppAs, setupDemoServer } from '../helpers/demoApp';
import { captureRequests } from '../users/captureRequests';

const server = setupDemoServer(200);

const LONG = { timeout: 15_000 };

test('executions filtered by task and status: GET task/history with task_id and execution_status', async () => {
  const capture = captureRequests(server, '/api/task/history');
  const user = userEvent.setup();
  const filter = encodeURIComponent(JSON.stringify({ task_id: 4 }));
  await renderAppAs('admin', `/scheduler-page/executions?filter=${filter}`);
  await waitFor(
    () => expect(screen.getAllByText('Purge des journaux').length).toBeGreaterThan(1),
    LONG,
  );
  const table = screen.getByRole('table');
  const rows = within(table).getAllByRole('row').slice(1);
  expect(rows.every((row) => within(row).queryByText('Purge des journaux'))).toBe(true);
  const last = capture.requests.at(-1)!;
  expect(last.search.get('task_id')).toBe('4');
  expect(last.search.get('sort')).toBe('execution_startedAt');
  expect(last.search.get('order')).toBe('DESC');

  await user.click(screen.getByRole('combobox', { name: 'Statut' }));
  await user.click(await screen.findByRole('option', { name: 'Réussie' }));
  await waitFor(
    () => expect(capture.requests.at(-1)!.search.get('execution_status')).toBe('success'),
    LONG,
  );
  expect(capture.requests.at(-1)!.search.get('task_id')).toBe('4');
  await waitFor(() => expect(screen.queryByText('En échec')).toBeNull(), LONG);
  capture.stop();
});

test('the timeline asks GET task/timeline for its window, from and to in ISO', async () => {
  const capture = captureRequests(server, '/api/task/timeline');
  const user = userEvent.setup();
  await renderAppAs('admin', '/scheduler-page/timeline?vue=jour&jour=2026-11-19');
  await screen.findByRole('table', { name: 'Chronologie des exécutions' }, LONG);
  expect(capture.requests[0].search.get('from')).toBe('2026-11-19T00:00:00.000Z');
  expect(capture.requests[0].search.get('to')).toBe('2026-11-20T00:00:00.000Z');
  await user.click(screen.getByRole('button', { name: 'Semaine' }));
  await waitFor(() => expect(capture.requests.length).toBeGreaterThan(1), LONG);
  const week = capture.requests.at(-1)!.search;
  expect([week.get('from'), week.get('to')]).toEqual([
    '2026-11-16T00:00:00.000Z',
    '2026-11-23T00:00:00.000Z',
  ]);
  expect(screen.getByText('du 16 nov. au 22 nov.')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Semaine précédente' }));
  await waitFor(() => expect(window.location.search).toBe('?vue=semaine&jour=2026-11-12'), LONG);
  capture.stop();
});
