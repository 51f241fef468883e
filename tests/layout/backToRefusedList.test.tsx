import { act, screen, waitFor } from '@testing-library/react';
import { renderAppAs, setupDemoServer, type DemoAccount } from '../helpers/demoApp';

setupDemoServer(200);

const LONG = { timeout: 15_000 };

/**
 * History holds a list the role may not open (a link followed earlier, roles changed since):
 * Back lands on it without query, where the list filter's restore rewrites the URL.
 */
test.each<[DemoAccount, string, string]>([
  [
    'control',
    '/users',
    'Accès refusé : la page « Utilisateurs » est réservée au rôle Administrateur.',
  ],
  [
    'agent',
    '/photos',
    'Accès refusé : la page « Photos » est réservée aux rôles Administrateur ou Contrôleur.',
  ],
])('%s going Back onto %s lands on the home page, told why', async (account, list, refusal) => {
  await renderAppAs(account, '/student');
  await screen.findByRole('textbox', { name: /Rechercher un élève/ }, LONG);
  act(() => {
    window.history.pushState({ usr: null, key: 'refused', idx: 1 }, '', list);
    window.history.pushState({ usr: null, key: 'students', idx: 2 }, '', '/student');
  });
  act(() => window.history.back());

  expect(await screen.findByText(refusal, {}, LONG)).toBeInTheDocument();
  await waitFor(() => expect(window.location.pathname).toBe('/'), LONG);
  expect(await screen.findByRole('heading', { level: 1 }, LONG)).toHaveTextContent(/^Bonjour/);
  expect(window.location.search).toBe('');
});
