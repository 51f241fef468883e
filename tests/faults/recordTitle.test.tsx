import { screen, waitFor } from '@testing-library/react';
import { clearDemoFaults, setDemoFaults, type DemoFaults } from '../../src/demo/node';
import { renderAppAs, setupDemoServer } from '../helpers/demoApp';

setupDemoServer(200);
afterEach(() => clearDemoFaults());

const LONG = { timeout: 15_000 };
const appBarTitle = () => document.getElementById('react-admin-title')?.textContent?.trim();

test.each<[string, string, DemoFaults | null, string]>([
  [
    '/dren/1/show',
    'Erreur interne du serveur (démo).',
    { fail: 'server', match: '/api/dren/' },
    'DREN',
  ],
  [
    '/school/1/show',
    'Impossible de joindre le serveur. Vérifiez votre connexion puis réessayez.',
    { fail: 'network', match: '/api/school/' },
    'École',
  ],
  ['/student/INCONNU-0/show', '', null, 'Élève'],
  [
    '/users/1',
    'Erreur interne du serveur (démo).',
    { fail: 'server', match: '/api/login/' },
    'Utilisateur',
  ],
])(
  '%s that fails to load still has a French title in the app bar',
  async (path, message, fault, title) => {
    if (fault) setDemoFaults(fault);
    await renderAppAs('admin', path);
    // A record that does not exist offers the way back to its list; a failure, to try again.
    const action = fault ? 'Réessayer' : 'Retour à la liste';
    await screen.findByRole(fault ? 'button' : 'link', { name: action }, LONG);
    if (message) expect(screen.getByText(message, { selector: '.MuiAlert-message' })).toBeVisible();
    await waitFor(() => expect(appBarTitle()).toBe(title));
  },
);
