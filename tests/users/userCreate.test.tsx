import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
// Aliased: the helper is no React hook, whatever its name says (react-hooks/rules-of-hooks).
import { renderAppAs, setupDemoServer } from '../helpers/demoApp';
import { captureRequests } from './captureRequests';

const server = setupDemoServer(200);

const LONG = { timeout: 15_000 };
const SAVE = '/api/login/save';

const field = (label: RegExp) => screen.getByLabelText(label);

const openCreate = async () => {
  const user = userEvent.setup();
  await renderAppAs('admin', '/users/create');
  await screen.findByLabelText(/^Identifiant/, {}, LONG);
  return user;
};

const fillAccount = async (user: UserEvent, loginName: string) => {
  await user.type(field(/^Identifiant/), loginName);
  await user.type(field(/^Nom complet/), 'KOUASSI Adjoua');
  await user.type(field(/^Adresse e-mail/), `${loginName}@education.gouv.ci`);
  await user.click(screen.getByRole('combobox', { name: 'Rôle principal' }));
  await user.click(await screen.findByRole('option', { name: 'Contrôleur' }));
  await user.click(screen.getByRole('checkbox', { name: 'Accès à la liste des API' }));
  await user.type(field(/^Mot de passe/), 'secret-2026');
  await user.type(field(/^Confirmer le mot de passe/), 'secret-2026');
};

const save = (user: UserEvent) => user.click(screen.getByRole('button', { name: 'Enregistrer' }));

test('creates an account: exactly its fields, roles and password, never the confirmation', async () => {
  const capture = captureRequests(server, SAVE);
  const user = await openCreate();
  await fillAccount(user, 'akouassi');
  await save(user);
  await waitFor(() => expect(window.location.pathname).toBe('/users'), LONG);
  // Newest first: the account just made is at the top of page 1.
  expect(new URLSearchParams(window.location.search).get('sort')).toBe('login_createdAt');
  expect(new URLSearchParams(window.location.search).get('order')).toBe('DESC');
  expect(await capture.bodies('POST', SAVE)).toEqual([
    {
      login_name: 'akouassi',
      login_fullName: 'KOUASSI Adjoua',
      login_email: 'akouassi@education.gouv.ci',
      login_role: 'control',
      login_additionalRoles: ['dev_api_list'],
      login_password: 'secret-2026',
    },
  ]);
  expect(await screen.findByText('akouassi', {}, LONG)).toBeInTheDocument();
  capture.stop();
});

test('offers "Aucun rôle" as main role, sent as an empty role', async () => {
  const capture = captureRequests(server, SAVE);
  const user = await openCreate();
  await fillAccount(user, 'sansrole');
  await user.click(screen.getByRole('combobox', { name: 'Rôle principal' }));
  await user.click(await screen.findByRole('option', { name: 'Aucun rôle' }));
  await save(user);
  await waitFor(() => expect(window.location.pathname).toBe('/users'), LONG);
  const [body] = (await capture.bodies('POST', SAVE)) as Record<string, unknown>[];
  expect(body.login_role).toBe('');
  capture.stop();
});

test('the main role is not offered again among the additional roles', async () => {
  const user = await openCreate();
  const roles = () => within(screen.getByRole('group', { name: /Rôles supplémentaires/ }));
  expect(roles().getAllByRole('checkbox')).toHaveLength(3);
  await user.click(roles().getByRole('checkbox', { name: 'Administrateur' }));
  await user.click(screen.getByRole('combobox', { name: 'Rôle principal' }));
  await user.click(await screen.findByRole('option', { name: 'Administrateur' }));
  await waitFor(() =>
    expect(roles().queryByRole('checkbox', { name: 'Administrateur' })).toBeNull(),
  );
  expect(roles().getAllByRole('checkbox')).toHaveLength(2);
  // Back to another main role: the former main role is offered again, unticked.
  await user.click(screen.getByRole('combobox', { name: 'Rôle principal' }));
  await user.click(await screen.findByRole('option', { name: 'Contrôleur' }));
  expect(await roles().findByRole('checkbox', { name: 'Administrateur' })).not.toBeChecked();
});

test('checks the fields in French before sending anything', async () => {
  const capture = captureRequests(server, SAVE);
  const user = await openCreate();
  await user.type(field(/^Identifiant/), 'Jean Dupont');
  await user.type(field(/^Adresse e-mail/), 'pas-une-adresse');
  await user.type(field(/^Mot de passe/), 'court');
  await user.type(field(/^Confirmer le mot de passe/), 'autre');
  await save(user);
  const error = (text: string) =>
    screen.findByText(text, { selector: 'p.Mui-error *, p.Mui-error' }, LONG);
  expect(await error('Ce champ est requis')).toBeInTheDocument();
  expect(
    await error('3 à 30 caractères : lettres minuscules, chiffres, point, tiret ou tiret bas.'),
  ).toBeInTheDocument();
  expect(await error('Adresse e-mail invalide.')).toBeInTheDocument();
  expect(await error('Le mot de passe doit contenir au moins 8 caractères.')).toBeInTheDocument();
  expect(await error('Les deux mots de passe ne correspondent pas.')).toBeInTheDocument();
  expect(await capture.bodies('POST', SAVE)).toEqual([]);
  expect(window.location.pathname).toBe('/users/create');
  capture.stop();
});

test('a login name already used: the server’s message on the field, everything typed kept', async () => {
  const user = await openCreate();
  await fillAccount(user, 'control');
  await save(user);
  const nameInput = field(/^Identifiant/);
  await waitFor(() => expect(nameInput).toHaveAttribute('aria-invalid', 'true'), LONG);
  expect(screen.getByText('Cet identifiant est déjà utilisé')).toBeInTheDocument();
  expect(window.location.pathname).toBe('/users/create');
  expect(nameInput).toHaveValue('control');
  expect(field(/^Nom complet/)).toHaveValue('KOUASSI Adjoua');
  expect(field(/^Adresse e-mail/)).toHaveValue('control@education.gouv.ci');
  expect(screen.getByRole('checkbox', { name: 'Accès à la liste des API' })).toBeChecked();
  expect(field(/^Mot de passe/)).toHaveValue('secret-2026');
});
