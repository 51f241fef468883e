import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderAppAs, setupDemoServer } from '../helpers/demoApp';
import { captureQueries, lastQuery } from '../schools/queries';
import { setupUser } from '../students/helpers';
import { LONG } from './helpers';

const server = setupDemoServer();
afterEach(() => server.resetHandlers());

const LIST = '/api/validation/list';
const historyUrl = (filter: Record<string, string>) =>
  `/validation/historique?filter=${encodeURIComponent(JSON.stringify(filter))}`;

test('« Par » offers « Mes décisions »: only the user’s own decisions are asked for', async () => {
  const queries = captureQueries(server, LIST);
  const user = setupUser();
  await renderAppAs('control', '/validation/historique');
  const by = await screen.findByRole('combobox', { name: 'Par' }, LONG);
  await user.click(by);
  await user.click(await screen.findByRole('option', { name: 'Mes décisions' }));
  expect(by).toHaveValue('Mes décisions');
  await waitFor(() => expect(lastQuery(queries)).toMatchObject({ validation_by: 'control' }), LONG);
  // Every row shown is the user's own.
  await waitFor(() => {
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows)
      expect(within(row).getAllByRole('cell')[4]).toHaveTextContent('control');
  }, LONG);
});

test('another login can be typed in « Par », and the URL’s own login reads « Mes décisions »', async () => {
  const queries = captureQueries(server, LIST);
  const user = setupUser();
  await renderAppAs('admin', historyUrl({ validation_by: 'admin' }));
  const by = await screen.findByRole('combobox', { name: 'Par' }, LONG);
  expect(by).toHaveValue('Mes décisions');
  await user.clear(by);
  await user.type(by, 'control');
  await waitFor(() => expect(lastQuery(queries)).toMatchObject({ validation_by: 'control' }), LONG);
  expect(by).toHaveValue('control');
  await user.clear(by);
  await waitFor(() => expect(lastQuery(queries)).not.toHaveProperty('validation_by'), LONG);
});

test('days are typed and shown as jj/mm/aaaa and sent as YYYY-MM-DD', async () => {
  const queries = captureQueries(server, LIST);
  const user = setupUser();
  await renderAppAs('control', historyUrl({ date_to: '2026-11-21' }));
  const from = await screen.findByRole('textbox', { name: 'Du' }, LONG);
  const to = screen.getByRole('textbox', { name: 'Au' });
  expect(to).toHaveValue('21/11/2026');
  expect(from).toHaveAttribute('placeholder', 'jj/mm/aaaa');

  // Digits alone: the slashes come by themselves.
  await user.type(from, '20112026');
  expect(from).toHaveValue('20/11/2026');
  await waitFor(
    () =>
      expect(lastQuery(queries)).toMatchObject({ date_from: '2026-11-20', date_to: '2026-11-21' }),
    LONG,
  );
  // Day and month of one digit, with the user's own slashes.
  await user.clear(to);
  await user.type(to, '5/1/2027');
  await waitFor(() => expect(lastQuery(queries)).toMatchObject({ date_to: '2027-01-05' }), LONG);
  fireEvent.blur(to);
  expect(to).toHaveValue('05/01/2027');
});

test('a day that does not exist is kept as typed, said wrong in French, and not sent', async () => {
  const queries = captureQueries(server, LIST);
  const user = setupUser();
  await renderAppAs('control', historyUrl({ date_from: '2026-11-20' }));
  const from = await screen.findByRole('textbox', { name: 'Du' }, LONG);
  await waitFor(() => expect(lastQuery(queries)).toMatchObject({ date_from: '2026-11-20' }), LONG);
  await user.clear(from);
  await user.type(from, '31/02/2026');
  fireEvent.blur(from);
  expect(from).toHaveValue('31/02/2026');
  expect(from).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByText('Date invalide (jj/mm/aaaa)')).toBeVisible();
  // Never a guessed day (such as 2026-03-03): the last whole one, or none once emptied.
  expect(queries.map((query) => query.get('date_from') ?? 'none')).toEqual(
    expect.arrayContaining(['2026-11-20']),
  );
  for (const query of queries) expect(['2026-11-20', null]).toContain(query.get('date_from'));
});
