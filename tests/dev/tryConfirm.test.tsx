import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAppAs, setupDemoServer } from '../helpers/demoApp';
import { captureRequests } from '../users/captureRequests';
// The /dev page loaded with the file, not in the first test's wait: its call usage is scanned
// from src when first imported (about 10 s on a loaded 2-core machine).
import '../../src/dev/DevPage';

const server = setupDemoServer(200);
const LONG = { timeout: 15_000 };

const openCall = async (search: string, name: string) => {
  const user = userEvent.setup();
  await renderAppAs('admin', '/dev');
  await user.type(await screen.findByLabelText('Rechercher un appel', {}, LONG), search);
  const item = screen.getByRole('listitem', { name });
  await user.click(within(item).getByRole('button', { name: 'Essayer' }));
  return { user, item };
};

test('« Essayer » on GET /api/login/delete/{login_id} asks first, naming the call and the record', async () => {
  const capture = captureRequests(server, '/api/login/delete');
  const { user, item } = await openCall('login/delete', 'GET /api/login/delete/{login_id}');
  await user.type(within(item).getByLabelText(/^login_id/), '3');
  await user.click(within(item).getByRole('button', { name: 'Envoyer' }));

  const dialog = await screen.findByRole('dialog', {
    name: 'Envoyer GET /api/login/delete/{login_id} ?',
  });
  expect(dialog).toHaveTextContent(
    'Cet appel modifie les données du serveur (login.delete) : il s’applique à l’enregistrement login_id = 3. Il n’y a pas d’annulation.',
  );
  await user.click(within(dialog).getByRole('button', { name: 'Annuler' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(capture.requests).toHaveLength(0);
  expect(within(item).getByLabelText(/^login_id/)).toHaveValue('3');

  await user.click(within(item).getByRole('button', { name: 'Envoyer' }));
  await user.click(
    within(await screen.findByRole('dialog')).getByRole('button', { name: 'Envoyer' }),
  );
  expect(await within(item).findByText('Statut 200 OK', {}, LONG)).toBeInTheDocument();
  expect(capture.requests.map((request) => request.path)).toEqual(['/api/login/delete/3']);
  capture.stop();
});

test('a call that only reads is sent at once, without a question', async () => {
  const { user, item } = await openCall('config/dsps', 'GET /api/config/dsps');
  await user.click(within(item).getByRole('button', { name: 'Envoyer' }));
  expect(await within(item).findByText('Statut 200 OK', {}, LONG)).toBeInTheDocument();
  expect(screen.queryByRole('dialog')).toBeNull();
});
