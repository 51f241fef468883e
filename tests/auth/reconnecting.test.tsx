import { act, render, screen } from '@testing-library/react';
import App from '../../src/App';
import { TOKEN_KEY } from '../../src/api/token';
import { endSession, login } from '../../src/auth/session';
import { clearDemoFaults, setDemoFaults } from '../../src/demo/node';
import { setupDemoServer } from '../helpers/demoApp';

setupDemoServer();
afterEach(() => {
  clearDemoFaults();
  vi.useRealTimers();
});

/** A reload: the token is saved, the user is not in memory yet. */
const reloadWithSavedToken = async () => {
  await login('control', 'control');
  const token = localStorage.getItem(TOKEN_KEY)!;
  endSession();
  localStorage.setItem(TOKEN_KEY, token);
  window.history.replaceState(null, '', '/school');
  return token;
};

test('while the server does not answer, the page says it is reconnecting, then the session comes back', async () => {
  const token = await reloadWithSavedToken();
  setDemoFaults({ fail: 'network', match: '/api/auth/me', times: 1 });
  vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
  render(<App />);
  expect(await screen.findByText('Reconnexion au serveur…')).toBeInTheDocument();
  expect(
    screen.getByText(
      'Le serveur ne répond pas : nouvelle tentative dans 10 secondes (essai 1 sur 3). Votre session est conservée.',
    ),
  ).toBeInTheDocument();
  expect(localStorage.getItem(TOKEN_KEY)).toBe(token);
  await act(() => vi.advanceTimersByTimeAsync(10_000));
  expect(await screen.findByRole('navigation', { name: 'Menu principal' })).toBeInTheDocument();
  expect(screen.queryByText('Reconnexion au serveur…')).toBeNull();
  expect(window.location.pathname).toBe('/school');
  expect(localStorage.getItem(TOKEN_KEY)).toBe(token);
});
