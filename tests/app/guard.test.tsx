import { screen, waitFor, within } from '@testing-library/react';
import { renderAppAs, setupDemoServer } from '../helpers/demoApp';

setupDemoServer();

test('a controller opening an admin page lands on the home page', async () => {
  await renderAppAs('control', '/users');
  await waitFor(() => expect(window.location.pathname).toBe('/'));
  expect(screen.queryByText('Comptes et rôles des utilisateurs')).toBeNull();
  expect(
    await screen.findByText(
      'Accès refusé : la page « Utilisateurs » est réservée au rôle Administrateur.',
    ),
  ).toBeInTheDocument();
});

test('a user without role sent back from /photos is told whom the page is reserved to', async () => {
  await renderAppAs('agent', '/photos');
  await waitFor(() => expect(window.location.pathname).toBe('/'));
  expect(
    await screen.findByText(
      'Accès refusé : la page « Photos » est réservée aux rôles Administrateur ou Contrôleur.',
    ),
  ).toBeInTheDocument();
});

test('the sidebar lists the pages of the user’s roles only', async () => {
  await renderAppAs('control', '/');
  const menu = await screen.findByRole('navigation', { name: 'Menu principal' });
  await within(menu).findByText('Photos');
  expect(within(menu).getByText('Élèves')).toBeInTheDocument();
  expect(within(menu).queryByText('Utilisateurs')).toBeNull();
  expect(within(menu).queryByText('Modèle de données')).toBeNull();
});

test('an admin sees both menu groups', async () => {
  await renderAppAs('admin', '/');
  const menu = await screen.findByRole('navigation', { name: 'Menu principal' });
  expect(await within(menu).findByText('Modèle de données')).toBeInTheDocument();
  expect(within(menu).getByText('Administration')).toBeInTheDocument();
  expect(within(menu).getByText('Infrastructure')).toBeInTheDocument();
  expect(within(menu).queryByText('Liste des API')).toBeNull();
});

test('an unknown path shows the French not-found page', async () => {
  await renderAppAs('agent', '/nulle-part');
  expect(await screen.findByRole('heading', { name: 'Page introuvable' })).toBeInTheDocument();
});
