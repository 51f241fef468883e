import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import DatabaseCreate from '../../src/model/databases/DatabaseCreate';
import DatabaseEdit from '../../src/model/databases/DatabaseEdit';
import { captureRequests } from '../users/captureRequests';
import { renderModelPage, setupModelServer } from './harness';
import { seen } from '../helpers/seen';

const server = setupModelServer();
const LONG = { timeout: 10_000 };

beforeAll(() => {
  Element.prototype.scrollIntoView = () => undefined;
});

test('the edit page loads its record with load; a server 400 lands on its field, the input kept', async () => {
  const capture = captureRequests(server, '/api/modelDatabase/');
  server.use(
    http.post('*/api/modelDatabase/save', () =>
      HttpResponse.json(
        {
          status: 'error',
          message: 'Vérifiez les champs.',
          errors: { modelDatabase_host: 'Hôte injoignable.' },
        },
        { status: 400 },
      ),
    ),
  );
  const user = userEvent.setup();
  renderModelPage(<DatabaseEdit />, {
    route: '/model-database/:id',
    path: '/model-database/1',
    resource: 'model-database',
  });
  await waitFor(() => expect(screen.getByLabelText(/^Nom/)).toHaveValue('Scolarité'), LONG);
  const load = capture.requests.find((request) => request.path === '/api/modelDatabase/load');
  expect(load?.search.get('modelDatabase_id')).toBe('1');
  await seen(screen.findByRole('list', { name: 'Sources de la base' }, LONG));

  const host = screen.getByLabelText(/^Hôte/);
  await user.clear(host);
  await user.type(host, 'db-nouveau.local');
  await user.click(screen.getByRole('button', { name: 'Enregistrer' }));

  await seen(screen.findByText('Hôte injoignable.', {}, LONG));
  expect(screen.getByLabelText(/^Hôte/)).toHaveValue('db-nouveau.local');
  capture.stop();
});

test('creating a database: French validation, then the payload of the save', async () => {
  const capture = captureRequests(server, '/api/modelDatabase/save');
  const user = userEvent.setup();
  renderModelPage(<DatabaseCreate />, {
    route: '/model-database/*',
    path: '/model-database/create',
    resource: 'model-database',
  });
  await user.type(await screen.findByLabelText(/^Nom/, {}, LONG), 'Cantines');
  await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
  expect(await screen.findAllByText('Ce champ est requis')).toHaveLength(2);

  await user.click(screen.getByRole('combobox', { name: /^Moteur/ }));
  await user.click(await screen.findByRole('option', { name: 'MySQL' }));
  await user.type(screen.getByLabelText(/^Hôte/), 'db-cantines.local');
  await user.click(screen.getByRole('button', { name: 'Enregistrer' }));

  await waitFor(async () =>
    expect(await capture.bodies('POST', '/api/modelDatabase/save')).toEqual([
      expect.objectContaining({
        modelDatabase_name: 'Cantines',
        modelDatabase_engine: 'MySQL',
        modelDatabase_host: 'db-cantines.local',
      }),
    ]),
  );
  const [body] = (await capture.bodies('POST', '/api/modelDatabase/save')) as object[];
  expect(body).not.toHaveProperty('modelDatabase_id');
  expect(within(document.body).queryByText('Ce champ est requis')).toBeNull();
  capture.stop();
});
