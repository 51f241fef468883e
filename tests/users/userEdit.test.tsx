import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import userEvent from '@testing-library/user-event';
// Aliased: the helper is no React hook, whatever its name says (react-hooks/rules-of-hooks).
import { renderAppAs, setupDemoServer } from '../helpers/demoApp';
import { captureRequests } from './captureRequests';
import { seedLogin } from './seedLogin';

const server = setupDemoServer(200);

const LONG = { timeout: 15_000 };
const SAVE = '/api/login/save';

const field = (label: RegExp) => screen.getByLabelText(label);

const openEdit = async (id: number) => {
  const user = userEvent.setup();
  await renderAppAs('admin', `/users/${id}`);
  await waitFor(() => expect(field(/^Nom complet/)).not.toHaveValue(''), LONG);
  return user;
};

test('loads the account, and saves it without a password when none is typed', async () => {
  const account = await seedLogin('editeur', { login_additionalRoles: ['dev_api_list'] });
  const capture = captureRequests(server, SAVE);
  const user = await openEdit(account.login_id);
  expect(field(/^Identifiant/)).toHaveValue('editeur');
  expect(screen.getByRole('combobox', { name: /Rôle principal/ })).toHaveTextContent('Contrôleur');
  expect(screen.getByRole('checkbox', { name: 'Accès à la liste des API' })).toBeChecked();
  expect(
    screen.getByText('Laisser vide pour conserver le mot de passe actuel.'),
  ).toBeInTheDocument();

  await user.clear(field(/^Nom complet/));
  await user.type(field(/^Nom complet/), 'KONÉ Awa');
  await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
  await waitFor(() => expect(window.location.pathname).toBe('/users'), LONG);

  const bodies = (await capture.bodies('POST', SAVE)) as Record<string, unknown>[];
  // The id travels as the route gives it (a string today); its value is what matters here.
  expect(bodies.map(({ login_id, ...rest }) => ({ ...rest, login_id: Number(login_id) }))).toEqual([
    {
      login_id: account.login_id,
      login_name: 'editeur',
      login_fullName: 'KONÉ Awa',
      login_email: 'editeur@education.gouv.ci',
      login_role: 'control',
      login_additionalRoles: ['dev_api_list'],
    },
  ]);
  expect(await screen.findByText('KONÉ Awa', {}, LONG)).toBeInTheDocument();
  capture.stop();
});

test('a new password is sent when typed and confirmed', async () => {
  const account = await seedLogin('changemdp');
  const capture = captureRequests(server, SAVE);
  const user = await openEdit(account.login_id);
  await user.type(field(/^Nouveau mot de passe/), 'nouveau-2026');
  await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
  expect(
    await screen.findByText('Les deux mots de passe ne correspondent pas.', {}, LONG),
  ).toBeInTheDocument();
  expect(await capture.bodies('POST', SAVE)).toEqual([]);

  await user.type(field(/^Confirmer le nouveau mot de passe/), 'nouveau-2026');
  await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
  await waitFor(() => expect(window.location.pathname).toBe('/users'), LONG);
  const [body] = (await capture.bodies('POST', SAVE)) as Record<string, unknown>[];
  expect(body.login_password).toBe('nouveau-2026');
  expect(body).not.toHaveProperty('login_passwordConfirm');
  capture.stop();
});

test('a 409 for the last admin says why on the role, and keeps what was typed', async () => {
  const account = await seedLogin('dernier-admin', { login_role: 'admin' });
  const message =
    'Impossible de retirer le rôle Administrateur : ce compte est le dernier administrateur, ' +
    'plus personne ne pourrait gérer les utilisateurs. Nommez d’abord un autre administrateur.';
  server.use(
    http.post(SAVE, () =>
      HttpResponse.json(
        { status: 'error', message, errors: { login_role: message } },
        { status: 409 },
      ),
    ),
  );
  const user = await openEdit(account.login_id);
  await user.click(screen.getByRole('combobox', { name: /Rôle principal/ }));
  await user.click(await screen.findByRole('option', { name: 'Contrôleur' }));
  await user.clear(field(/^Nom complet/));
  await user.type(field(/^Nom complet/), 'Compte gardé');
  await user.click(screen.getByRole('button', { name: 'Enregistrer' }));

  expect(await screen.findByText(message, {}, LONG)).toBeInTheDocument();
  expect(screen.getByRole('combobox', { name: /Rôle principal/ })).toHaveAccessibleDescription(
    message,
  );
  expect(window.location.pathname).toBe(`/users/${account.login_id}`);
  expect(field(/^Nom complet/)).toHaveValue('Compte gardé');
  expect(screen.getByRole('combobox', { name: /Rôle principal/ })).toHaveTextContent('Contrôleur');
});
