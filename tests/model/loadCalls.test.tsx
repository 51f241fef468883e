import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import LocationTreePage from '../../src/model/LocationTreePage';
import OrganizationTreePage from '../../src/model/OrganizationTreePage';
import DatabaseSources from '../../src/model/databases/DatabaseSources';
import EntitySources from '../../src/model/entities/EntitySources';
import { captureRequests } from '../users/captureRequests';
import { renderModelPage, setupModelServer } from './harness';
import { seen } from '../helpers/seen';

const server = setupModelServer();
const LONG = { timeout: 10_000 };

beforeAll(() => {
  Element.prototype.scrollIntoView = () => undefined;
});

/** The GETs sent to `path`, as path + query. */
const gets = (capture: ReturnType<typeof captureRequests>, path: string) =>
  capture.requests
    .filter((request) => request.method === 'GET' && request.path === path)
    .map((request) => request.path + (request.search.size ? `?${request.search}` : ''));

test.each([
  ['modelLocation', LocationTreePage, "Côte d'Ivoire"],
  [
    'modelOrganization',
    OrganizationTreePage,
    "Ministère de l'Éducation Nationale et de l'Alphabétisation",
  ],
])('editing a node of %s reads it with its load call first', async (api, Page, name) => {
  const capture = captureRequests(server, `/api/${api}/load`);
  const user = userEvent.setup();
  renderModelPage(<Page />);
  await user.click(await screen.findByRole('treeitem', { name: new RegExp(`^${name}`) }, LONG));
  await user.click(await screen.findByRole('button', { name: 'Modifier' }));
  const dialog = await screen.findByRole('dialog', { name: `Modifier « ${name} »` });
  await waitFor(() => expect(within(dialog).getByLabelText(/^Nom/)).toHaveValue(name), LONG);
  expect(gets(capture, `/api/${api}/load`)).toEqual([`/api/${api}/load?${api}_id=1`]);
  capture.stop();
});

test('editing a database source reads it with GET /api/modelDatabaseSource/load/{id}; a failure offers Réessayer', async () => {
  const capture = captureRequests(server, '/api/modelDatabaseSource/load');
  server.use(
    http.get(
      '*/api/modelDatabaseSource/load/:id',
      () => HttpResponse.json({ status: 'error', message: 'Source introuvable.' }, { status: 404 }),
      { once: true },
    ),
  );
  const user = userEvent.setup();
  renderModelPage(<DatabaseSources databaseId={1} />);
  await user.click(await screen.findByRole('button', { name: 'Modifier « Principale »' }, LONG));
  const dialog = await screen.findByRole('dialog', { name: 'Modifier « Principale »' });
  await seen(within(dialog).findByText('Source introuvable.', {}, LONG));
  await user.click(within(dialog).getByRole('button', { name: 'Réessayer' }));
  // The form replaces the loading dialog once the record is read.
  const form = () => screen.getByRole('dialog', { name: 'Modifier « Principale »' });
  await waitFor(
    () => expect(within(form()).getByLabelText(/^Nom/)).toHaveValue('Principale'),
    LONG,
  );
  expect(screen.queryByText('Source introuvable.')).toBeNull();
  expect(gets(capture, '/api/modelDatabaseSource/load/1')).toEqual([
    '/api/modelDatabaseSource/load/1',
    '/api/modelDatabaseSource/load/1',
  ]);
  capture.stop();
});

test('editing an entity source reads it with GET /api/modelEntitySource/load', async () => {
  const capture = captureRequests(server, '/api/modelEntitySource/load');
  const user = userEvent.setup();
  renderModelPage(<EntitySources entityId={1} />);
  const list = await screen.findByRole('list', { name: 'Sources de l’entité' }, LONG);
  await waitFor(() => expect(list).toHaveTextContent('Scolarité › Principale'));
  await user.click(screen.getAllByRole('button', { name: /^Modifier « / })[0]);
  await screen.findByRole('dialog', { name: /^Modifier « / });
  await waitFor(() =>
    expect(gets(capture, '/api/modelEntitySource/load')).toEqual([
      '/api/modelEntitySource/load?modelEntitySource_id=1',
    ]),
  );
  capture.stop();
});
