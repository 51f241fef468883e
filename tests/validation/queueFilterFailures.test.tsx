import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderAppAs, setupDemoServer } from '../helpers/demoApp';
import { LONG, onScreen, queueHead } from './helpers';

const server = setupDemoServer();

// The server's own message, as the app shows it.
const SERVER_ERROR = 'Service momentanément indisponible';

test('the queue’s filters say which of their lists failed to load; opening the field asks again', async () => {
  const user = userEvent.setup();
  let failing = true;
  const failWhileAsked = () =>
    failing ? HttpResponse.json({ message: SERVER_ERROR }, { status: 500 }) : undefined;
  server.use(
    http.get('*/api/dren/get_drens', failWhileAsked),
    http.get('*/api/config/dsps', failWhileAsked),
  );
  await renderAppAs('control', '/validation');
  await onScreen((await queueHead('data', 1))[0]);
  await user.click(screen.getByRole('button', { name: 'Filtres' }));
  const drawer = await screen.findByRole('dialog', { name: 'Filtres de la file' });
  const dren = within(drawer).getByRole('combobox', { name: 'DREN' });
  const classes = within(drawer).getByRole('combobox', { name: 'Classe' });
  await waitFor(() =>
    expect(dren).toHaveAccessibleDescription(
      `La liste des DREN n’a pas pu être chargée : ${SERVER_ERROR}`,
    ),
  );
  expect(classes).toHaveAccessibleDescription(
    `La liste des classes n’a pas pu être chargée : ${SERVER_ERROR}`,
  );

  failing = false;
  await user.click(dren);
  expect(await screen.findByRole('option', { name: 'DREN Katiola' }, LONG)).toBeInTheDocument();
  expect(dren).not.toHaveAccessibleDescription();
});
