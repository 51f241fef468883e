import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
// Aliased: the helper is no React hook, whatever its name says (react-hooks/rules-of-hooks).
import { renderAppAs, setupDemoServer } from '../helpers/demoApp';
import { captureRequests } from './captureRequests';
import { seedLogin } from './seedLogin';

const server = setupDemoServer(200);

const LONG = { timeout: 15_000 };
const OWN_ACCOUNT = 'Vous ne pouvez pas supprimer votre propre compte.';

test('deleting asks for a French confirmation, then calls GET /api/login/delete/{id}', async () => {
  const account = await seedLogin('asupprimer');
  const capture = captureRequests(server, '/api/login/delete');
  const user = userEvent.setup();
  await renderAppAs('admin', `/users/${account.login_id}`);
  await waitFor(
    () => expect(screen.getByLabelText(/^Identifiant/)).toHaveValue('asupprimer'),
    LONG,
  );

  await user.click(await screen.findByRole('button', { name: 'Supprimer' }, LONG));
  const dialog = await screen.findByRole('dialog', {}, LONG);
  expect(within(dialog).getByText('Supprimer le compte « asupprimer » ?')).toBeInTheDocument();
  // The safe choice has the focus: Enter cancels.
  await waitFor(() =>
    expect(within(dialog).getByRole('button', { name: 'Annuler' })).toHaveFocus(),
  );
  await user.keyboard('{Enter}');
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), LONG);
  expect(capture.requests).toEqual([]);

  await user.click(screen.getByRole('button', { name: 'Supprimer' }));
  await user.click(
    within(await screen.findByRole('dialog', {}, LONG)).getByRole('button', { name: 'Confirmer' }),
  );
  await waitFor(() => expect(window.location.pathname).toBe('/users'), LONG);
  expect(capture.requests.map(({ method, path }) => `${method} ${path}`)).toEqual([
    `GET /api/login/delete/${account.login_id}`,
  ]);
  await screen.findByText('Vous', {}, LONG);
  expect(screen.queryByText('asupprimer')).toBeNull();
  capture.stop();
});

test('one’s own account cannot be deleted: the button is disabled and says why', async () => {
  await renderAppAs('admin', '/users/1');
  await waitFor(() => expect(screen.getByLabelText(/^Identifiant/)).toHaveValue('admin'), LONG);
  const button = await screen.findByRole('button', { name: 'Supprimer' }, LONG);
  expect(button).toBeDisabled();
  expect(button).toHaveAccessibleDescription(OWN_ACCOUNT);
  expect(screen.getByText(OWN_ACCOUNT)).toBeVisible();
});

test('a refusal of the server is shown as a French toast and the account stays', async () => {
  const account = await seedLogin('refuse');
  server.use(
    http.get('*/api/login/delete/:id', () =>
      HttpResponse.json({ status: 'error', message: OWN_ACCOUNT }, { status: 400 }),
    ),
  );
  const user = userEvent.setup();
  await renderAppAs('admin', `/users/${account.login_id}`);
  await waitFor(() => expect(screen.getByLabelText(/^Identifiant/)).toHaveValue('refuse'), LONG);
  await user.click(await screen.findByRole('button', { name: 'Supprimer' }, LONG));
  await user.click(
    within(await screen.findByRole('dialog', {}, LONG)).getByRole('button', { name: 'Confirmer' }),
  );
  expect(await screen.findByText(OWN_ACCOUNT, {}, LONG)).toBeInTheDocument();
  expect(window.location.pathname).toBe(`/users/${account.login_id}`);
  server.resetHandlers();
});
