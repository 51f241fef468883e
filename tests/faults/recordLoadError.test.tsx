import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearDemoFaults, setDemoFaults } from '../../src/demo/node';
import { renderAppAs, setupDemoServer } from '../helpers/demoApp';

setupDemoServer(200);
afterEach(() => clearDemoFaults());

const LONG = { timeout: 15_000 };

test.each([
  ['a show page', '/dren/1/show', '/api/dren/'],
  ['an edit page', '/service-messages/1', '/api/serviceMessage/load'],
])(
  '%s whose record fails to load stays there, says why in French, and comes back on Réessayer',
  async (_kind, path, call) => {
    setDemoFaults({ fail: 'server', match: call, times: 1 });
    const user = userEvent.setup();
    await renderAppAs('admin', path);
    expect(
      await screen.findByText(
        'Erreur interne du serveur (démo).',
        { selector: '.MuiAlert-message' },
        LONG,
      ),
    ).toBeInTheDocument();
    expect(window.location.pathname).toBe(path);
    expect(screen.queryByText("L'élément n'existe pas")).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Réessayer' }));
    await waitFor(
      () => expect(screen.queryByRole('button', { name: 'Réessayer' })).toBeNull(),
      LONG,
    );
    expect(window.location.pathname).toBe(path);
  },
);

test('a key figure of the home page says why it is unavailable', async () => {
  setDemoFaults({ fail: 'network', match: '/api/student/get_student_stats' });
  await renderAppAs('admin', '/');
  expect(await screen.findByText('Indisponible', {}, LONG)).toBeInTheDocument();
  expect(
    await screen.findByText(
      'Impossible de joindre le serveur. Vérifiez votre connexion puis réessayez.',
      {},
      LONG,
    ),
  ).toBeInTheDocument();
});

test.each([
  ['a student', '/student/00000000X/show', 'Élève introuvable.', '/student'],
  ['a DREN', '/dren/99999/show', null, '/dren'],
  ['an account', '/users/99999', null, '/users'],
])(
  '%s that does not exist (404) offers the way back to its list',
  async (_kind, path, message, list) => {
    const user = userEvent.setup();
    await renderAppAs('admin', path);
    const back = await screen.findByRole('link', { name: 'Retour à la liste' }, LONG);
    if (message) expect(screen.getByText(message)).toBeVisible();
    expect(back).toHaveAttribute('href', list);
    expect(screen.queryByRole('button', { name: 'Réessayer' })).toBeNull();
    await user.click(back);
    await waitFor(() => expect(window.location.pathname).toBe(list), LONG);
  },
);
