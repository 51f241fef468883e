import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { toast, Toaster } from 'sonner';
import App from '../../src/App';
import { callEndpoint } from '../../src/api/http';
import { TOKEN_KEY } from '../../src/api/token';
import { followedSessionMessage } from '../../src/auth/followedSession';
import { reloadPage } from '../../src/auth/loginRedirect';
import { getCurrentUser } from '../../src/auth/session';
import { renderAppAs, setupDemoServer } from '../helpers/demoApp';

vi.mock('../../src/auth/loginRedirect', () => ({ reloadAtLogin: vi.fn(), reloadPage: vi.fn() }));

const server = setupDemoServer();
afterEach(() => vi.mocked(reloadPage).mockClear());

const SEARCH_KEY = 'RaStore.school.listParams';

/** Another tab writes the token: this tab hears of it through a storage event. */
const otherTabStores = (token: string | null) => {
  const oldValue = localStorage.getItem(TOKEN_KEY);
  if (token === null) localStorage.removeItem(TOKEN_KEY);
  else localStorage.setItem(TOKEN_KEY, token);
  window.dispatchEvent(new StorageEvent('storage', { key: TOKEN_KEY, oldValue, newValue: token }));
};

const tokenOf = async (account: string) =>
  (
    (await callEndpoint('auth.login', { body: { login: account, password: account } })) as {
      token: string;
    }
  ).token;

const openAsAdminWithASearch = async () => {
  await renderAppAs('admin', '/school');
  await screen.findByRole('navigation', { name: 'Menu principal' });
  localStorage.setItem(SEARCH_KEY, '{"filter":{"q":"Lycée"}}');
};

test('the token removed in another tab: this tab goes to /login, the store emptied', async () => {
  await openAsAdminWithASearch();
  otherTabStores(null);
  expect(await screen.findByLabelText('Mot de passe', {}, { timeout: 15_000 })).toBeInTheDocument();
  expect(window.location.pathname).toBe('/login');
  expect(localStorage.getItem(SEARCH_KEY)).toBeNull();
});

test('another user’s login in another tab: this tab reloads into that session', async () => {
  await openAsAdminWithASearch();
  const agentToken = await tokenOf('agent');
  otherTabStores(agentToken);
  await waitFor(() => expect(reloadPage).toHaveBeenCalledOnce());
  expect(localStorage.getItem(TOKEN_KEY)).toBe(agentToken);
  expect(getCurrentUser()).toBeNull();
  expect(localStorage.getItem(SEARCH_KEY)).toBeNull();
});

test('the tab reloaded into another user’s session says so once', async () => {
  await openAsAdminWithASearch();
  otherTabStores(await tokenOf('agent'));
  await waitFor(() => expect(reloadPage).toHaveBeenCalledOnce());
  // The reload: a new app on the stored token, in the same tab (same sessionStorage).
  const reloadTab = () => {
    cleanup();
    render(
      <>
        <App />
        <Toaster />
      </>,
    );
  };
  reloadTab();
  expect(
    await screen.findByText(followedSessionMessage('agent'), {}, { timeout: 15_000 }),
  ).toBeInTheDocument();
  expect(followedSessionMessage('agent')).toBe(
    'Session de agent ouverte dans un autre onglet : cet onglet l’a suivie.',
  );
  expect(getCurrentUser()?.login_name).toBe('agent');

  // Another reload, sonner's toasts gone as a reload would lose them: no notice again.
  act(() => void toast.dismiss());
  reloadTab();
  await screen.findByRole('navigation', { name: 'Menu principal' }, { timeout: 15_000 });
  expect(toast.getToasts().map((shown) => 'title' in shown && shown.title)).not.toContain(
    followedSessionMessage('agent'),
  );
  expect(screen.queryByText(followedSessionMessage('agent'))).toBeNull();
});

test('the same user’s new token (another tab’s refresh or login): nothing changes', async () => {
  await openAsAdminWithASearch();
  const newAdminToken = await tokenOf('admin');
  const checked = new Promise<void>((resolve) => {
    const listener = ({ request }: { request: Request }) => {
      if (!request.url.endsWith('/api/auth/me')) return;
      server.events.removeListener('response:mocked', listener);
      resolve();
    };
    server.events.on('response:mocked', listener);
  });
  otherTabStores(newAdminToken);
  // This tab asked whose the token is; its answer is read in the next turns.
  await checked;
  for (let turn = 0; turn < 3; turn += 1) await new Promise((resolve) => setTimeout(resolve));
  expect(reloadPage).not.toHaveBeenCalled();
  expect(getCurrentUser()?.login_name).toBe('admin');
  expect(localStorage.getItem(SEARCH_KEY)).not.toBeNull();
  expect(screen.getByRole('navigation', { name: 'Menu principal' })).toBeInTheDocument();
});
