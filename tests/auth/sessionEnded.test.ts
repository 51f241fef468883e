import { http, HttpResponse } from 'msw';
import { ApiError, NetworkError } from '../../src/api/errors';
import { TOKEN_KEY } from '../../src/api/token';
import { authProvider } from '../../src/layout/authProvider';
import { reloadAtLogin } from '../../src/auth/loginRedirect';
import { startRefreshLoop } from '../../src/auth/refreshLoop';
import {
  autologin,
  endSession,
  getCurrentUser,
  getSession,
  login,
  saveToken,
} from '../../src/auth/session';
import { isLeavingForLogin } from '../../src/auth/clientSession';
import { adminUser as user, startAuthServer } from './helpers';

vi.mock('../../src/auth/loginRedirect', () => ({ reloadAtLogin: vi.fn(), reloadPage: vi.fn() }));

const server = startAuthServer(
  http.get('/api/auth/me', () => HttpResponse.json({ status: 'ok', user })),
);

/** What react-admin keeps for the user (a list's search), and what belongs to the browser. */
const SEARCH = ['RaStore.student.listParams', '{"filter":{"q":"Kone"}}'] as const;
const BROWSER_KEYS = [
  ['app-theme', 'dark'],
  ['demo-api-faults', '{}'],
] as const;

const loggedInWithASearch = async () => {
  await login('admin', 'x');
  localStorage.setItem(...SEARCH);
  localStorage.setItem('RaStore.version', '1');
  BROWSER_KEYS.forEach(([key, value]) => localStorage.setItem(key, value));
};

const expectStoreForgotten = () => {
  expect(Object.keys(localStorage).filter((key) => key.startsWith('RaStore'))).toEqual([]);
  BROWSER_KEYS.forEach(([key, value]) => expect(localStorage.getItem(key)).toBe(value));
};

test('a session end forgets the user, the token and react-admin’s store, not the rest', async () => {
  await loggedInWithASearch();
  endSession();
  expect(getSession()).toMatchObject({ isLoggedIn: false, token: null, user_login: null });
  expectStoreForgotten();
});

test('when another user’s token took its place, the session ends but that token stays', async () => {
  await loggedInWithASearch();
  localStorage.setItem(TOKEN_KEY, 'jeton-agent');
  endSession({ keepToken: true });
  expect(getCurrentUser()).toBeNull();
  expect(localStorage.getItem(TOKEN_KEY)).toBe('jeton-agent');
  expectStoreForgotten();
});

test('logout (authProvider.logout) clears the store', async () => {
  await loggedInWithASearch();
  await authProvider.logout({});
  expectStoreForgotten();
});

test('a 401 (authProvider.checkError) clears the store', async () => {
  await loggedInWithASearch();
  await authProvider.checkError({ status: 401 });
  expectStoreForgotten();
  expect(isLeavingForLogin()).toBe(true);
});

test('a token refused at autologin clears the store', async () => {
  await loggedInWithASearch();
  endSession();
  localStorage.setItem(TOKEN_KEY, 'périmé');
  localStorage.setItem(...SEARCH);
  server.use(http.get('/api/auth/me', () => HttpResponse.json({}, { status: 401 })));
  await expect(autologin()).rejects.toThrow(/^autologin error$/);
  expectStoreForgotten();
});

test('an autologin given up after 3 retries ("Connexion perdue") clears the store', async () => {
  localStorage.setItem(TOKEN_KEY, 'sauvé');
  localStorage.setItem(...SEARCH);
  BROWSER_KEYS.forEach(([key, value]) => localStorage.setItem(key, value));
  server.use(http.get('/api/auth/me', () => HttpResponse.error()));
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  const outcome = autologin().catch((error: Error) => error.message);
  await vi.advanceTimersByTimeAsync(30_000);
  expectStoreForgotten();
  await vi.advanceTimersByTimeAsync(8_000);
  expect(await outcome).toBe('autologin error');
  expect(reloadAtLogin).toHaveBeenCalled();
});

describe('the refresh loop, with the app’s endSession', () => {
  const loop = (refresh: () => Promise<unknown>) =>
    startRefreshLoop({
      refresh,
      saveToken,
      storedToken: () => localStorage.getItem(TOKEN_KEY),
      endSession,
      notifyError: vi.fn(),
      goToLogin: vi.fn(),
    });

  test.each([
    ['a status not ok', 120_000, async () => ({ status: 'error' })],
    [
      'a 500',
      120_000,
      async () => {
        throw new ApiError('HTTP error! status: 500', 500);
      },
    ],
    [
      'a 401 after the session’s 12 hours',
      120_000,
      async () => {
        throw new ApiError('HTTP error! status: 401', 401);
      },
    ],
    [
      'four network losses',
      150_000,
      async () => {
        throw new NetworkError(new TypeError('Failed to fetch'));
      },
    ],
  ])('%s clears the store at once, before /login', async (_label, endsAt, refresh) => {
    await loggedInWithASearch();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const running = loop(refresh);
    await vi.advanceTimersByTimeAsync(endsAt);
    expectStoreForgotten();
    expect(isLeavingForLogin()).toBe(true);
    await vi.advanceTimersByTimeAsync(8_000);
    expect(isLeavingForLogin()).toBe(false);
    running.stop();
  });

  test('during the toast’s 8 s, a 401 neither logs out again nor redirects at once', async () => {
    await loggedInWithASearch();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const running = loop(async () => ({ status: 'error' }));
    await vi.advanceTimersByTimeAsync(120_000);
    vi.mocked(reloadAtLogin).mockClear();
    await expect(authProvider.checkError({ status: 401 })).resolves.toBeUndefined();
    await vi.advanceTimersByTimeAsync(7_999);
    expect(reloadAtLogin).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    running.stop();
  });
});
