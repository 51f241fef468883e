import { delay, http, HttpResponse } from 'msw';
import { TOKEN_KEY } from '../../src/api/token';
import { authProvider } from '../../src/layout/authProvider';
import { getSession, login, logout } from '../../src/auth/session';
import { startAuthServer } from './helpers';

const server = startAuthServer();

interface Seen {
  authorization: string | null;
  /** The token stored in this browser when the server got the call. */
  storedThen: string | null;
  aborted: () => boolean;
}

/** Records each POST /api/auth/logout, then answers as `answer` does. */
const watchLogout = (answer: () => Promise<Response> | Response) => {
  const seen: Seen[] = [];
  server.use(
    http.post('/api/auth/logout', ({ request }) => {
      seen.push({
        authorization: request.headers.get('authorization'),
        storedThen: localStorage.getItem(TOKEN_KEY),
        aborted: () => request.signal.aborted,
      });
      return answer();
    }),
  );
  return seen;
};

const ok = () => HttpResponse.json({ status: 'ok', data: null });

test('logout ends the session here first, then sends POST /api/auth/logout with its token', async () => {
  const seen = watchLogout(ok);
  await login('admin', 'x');
  const ending = logout();
  expect(getSession()).toMatchObject({ isLoggedIn: false, token: null, user_login: null });
  await ending;
  expect(seen).toEqual([
    { authorization: 'Bearer jeton', storedThen: null, aborted: expect.any(Function) },
  ]);
});

test.each([
  ['a 404 (a server without the call)', () => HttpResponse.json({}, { status: 404 })],
  ['a 500', () => HttpResponse.json({ status: 'error', message: 'Panne' }, { status: 500 })],
  ['a network loss', () => HttpResponse.error()],
  ['an answer that is not JSON', () => new HttpResponse('<html>', { status: 200 })],
])('%s keeps nobody logged in, and is not an error', async (_label, answer) => {
  const seen = watchLogout(answer);
  await login('admin', 'x');
  await expect(logout()).resolves.toBeUndefined();
  expect(seen).toHaveLength(1);
  expect(getSession()).toMatchObject({ isLoggedIn: false, token: null });
});

test('a server that does not answer is let go after 3 s, not before', async () => {
  let arrived = () => undefined as void;
  const arrival = new Promise<void>((resolve) => (arrived = resolve));
  const seen = watchLogout(async () => {
    arrived();
    await delay('infinite');
    return ok();
  });
  await login('admin', 'x');
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  let settled = false;
  const ending = logout().then(() => {
    settled = true;
  });
  // Awaited without timers: vi.waitFor would move the fake clock on.
  await arrival;
  expect(getSession().isLoggedIn).toBe(false);
  await vi.advanceTimersByTimeAsync(2999);
  expect(seen[0].aborted()).toBe(false);
  expect(settled).toBe(false);
  await vi.advanceTimersByTimeAsync(1);
  await ending;
  expect(seen[0].aborted()).toBe(true);
});

test('without a stored token (a session ended already), logout calls nothing', async () => {
  const seen = watchLogout(ok);
  await logout();
  expect(seen).toEqual([]);
});

test('react-admin’s logout (« Se déconnecter » in the user menu) goes through it', async () => {
  const seen = watchLogout(ok);
  await login('admin', 'x');
  await authProvider.logout({});
  expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
  await vi.waitFor(() => expect(seen.map((call) => call.authorization)).toEqual(['Bearer jeton']));
});
