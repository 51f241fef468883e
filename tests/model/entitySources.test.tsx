import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import EntitySources from '../../src/model/entities/EntitySources';
import { captureRequests } from '../users/captureRequests';
import { renderModelPage, setupModelServer } from './harness';

const server = setupModelServer();
const ORDER = '/api/modelEntitySource/updateOrder';

test('an entity’s sources are named after their database and reordered with updateOrder', async () => {
  const capture = captureRequests(server, ORDER);
  const user = userEvent.setup();
  // "Élève" (id 1): read from Scolarité twice, then from Examens et concours.
  renderModelPage(<EntitySources entityId={1} />);
  const list = await screen.findByRole(
    'list',
    { name: 'Sources de l’entité' },
    { timeout: 10_000 },
  );
  await waitFor(() => expect(list).toHaveTextContent('Scolarité › Principale'));
  expect(list).toHaveTextContent('public.eleve');

  await user.click(
    screen.getByRole('button', { name: 'Monter « Examens et concours › Inscriptions »' }),
  );
  await waitFor(async () =>
    expect(await capture.bodies('PATCH', ORDER)).toEqual([{ ids: [1, 3, 2] }]),
  );
  capture.stop();
});
