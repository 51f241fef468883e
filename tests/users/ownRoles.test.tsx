import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authProvider } from '../../src/layout/authProvider';
import { getCurrentUser, login } from '../../src/auth/session';
import { OWN_ADMIN_ROLE_MESSAGE } from '../../src/users/ownAccount';
import { Toaster } from 'sonner';
import App from '../../src/App';
import { setupDemoServer } from '../helpers/demoApp';
import { captureRequests } from './captureRequests';
import { seedLogin } from './seedLogin';

const server = setupDemoServer(200);

const LONG = { timeout: 15_000 };
const SAVE = '/api/login/save';

/** The app, logged in as any account, on its own edition form. */
const openOwnAccount = async (account: string, password: string) => {
  const user = userEvent.setup();
  const me = await login(account, password);
  window.history.replaceState(null, '', `/users/${me.login_id}`);
  render(
    <>
      <App />
      <Toaster />
    </>,
  );
  await waitFor(() => expect(screen.getByLabelText(/^Nom complet/)).not.toHaveValue(''), LONG);
  return user;
};

test('an admin cannot save their own account without the admin role, and is told what it would cost', async () => {
  const capture = captureRequests(server, SAVE);
  const user = await openOwnAccount('admin', 'admin');
  await user.click(screen.getByRole('combobox', { name: /Rôle principal/ }));
  await user.click(await screen.findByRole('option', { name: 'Contrôleur' }));
  await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
  expect(await screen.findByText(OWN_ADMIN_ROLE_MESSAGE, {}, LONG)).toBeInTheDocument();
  expect(await capture.bodies('POST', SAVE)).toEqual([]);
  expect(window.location.pathname).toMatch(/^\/users\/\d+$/);
  capture.stop();
});

test('saving one’s own roles updates the session and the screen at once, without a reload', async () => {
  const chef = await seedLogin('chef', { login_role: 'admin', login_password: 'motdepasse-1' });
  const user = await openOwnAccount('chef', 'motdepasse-1');
  expect(getCurrentUser()?.login_id).toBe(chef.login_id);

  await user.click(screen.getByRole('checkbox', { name: 'Contrôleur' }));
  await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
  await waitFor(() => expect(window.location.pathname).toBe('/users'), LONG);

  await waitFor(() => expect(getCurrentUser()?.login_additionalRoles).toEqual(['control']));
  expect(await authProvider.getPermissions!({})).toEqual(['admin', 'control']);
  await user.click(
    screen.getByRole('button', { name: "Menu de l'utilisateur chef, Administrateur" }),
  );
  await user.click(await screen.findByRole('menuitem', { name: 'Mon profil' }));
  const profile = await screen.findByRole('heading', { name: 'Mes informations' }, LONG);
  expect(within(profile.closest('.MuiCard-root')!).getByText('Contrôleur')).toBeInTheDocument();
});
