import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { pageVisitsKey } from '../../src/home/pageVisits';
import { renderAppAs, setupDemoServer } from '../helpers/demoApp';

setupDemoServer(200);

const LONG = { timeout: 15_000 };
const SEARCH = `/student?filter=${encodeURIComponent('{"q":"KONE"}')}`;

/** « Se déconnecter » from the user menu of the sidebar's foot. */
const logOutFromMenu = async (user: ReturnType<typeof userEvent.setup>, name: string) => {
  await user.click(
    await screen.findByRole('button', { name: new RegExp(`utilisateur ${name}`) }, LONG),
  );
  await user.click(await screen.findByRole('menuitem', { name: 'Se déconnecter' }));
  await screen.findByLabelText('Mot de passe', {}, LONG);
};

const logIn = async (user: ReturnType<typeof userEvent.setup>, name: string) => {
  await user.type(screen.getByLabelText('Identifiant'), name);
  await user.type(screen.getByLabelText('Mot de passe'), name);
  await user.click(screen.getByRole('button', { name: 'Se connecter' }));
};

test('after « Se déconnecter », the next user logging in in this tab opens /, not the last page and search', async () => {
  const user = userEvent.setup();
  await renderAppAs('admin', SEARCH);
  await logOutFromMenu(user, 'admin');
  expect(window.location.pathname).toBe('/login');

  await logIn(user, 'control');
  await screen.findByRole('heading', { level: 1, name: 'Bonjour control' }, LONG);
  expect(`${window.location.pathname}${window.location.search}`).toBe('/');
});

test('the page named by the URL’s next is still opened', async () => {
  const user = userEvent.setup();
  await renderAppAs('admin', SEARCH);
  await logOutFromMenu(user, 'admin');
  window.history.replaceState(window.history.state, '', '/login?next=%2Fdren');

  await logIn(user, 'control');
  await waitFor(() => expect(window.location.pathname).toBe('/dren'), LONG);
});

test('each user’s visits make their own shortcuts, and leave with their session', async () => {
  const user = userEvent.setup();
  await renderAppAs('admin', '/users');
  await logOutFromMenu(user, 'admin');
  await logIn(user, 'control');
  const shortcuts = await screen.findByRole('region', { name: 'Raccourcis' }, LONG);
  expect(shortcuts).not.toHaveTextContent('Utilisateurs');
  // The admin's browsing went with their session (docs/decisions/kept-in-browser.md).
  expect(localStorage.getItem(pageVisitsKey(1))).toBeNull();
  expect(localStorage.getItem(pageVisitsKey(2))).toBeNull();
});
