import { toast } from 'sonner';
import { TOKEN_KEY } from '../../src/api/token';
import { authProvider } from '../../src/layout/authProvider';
import { reloadAtLogin } from '../../src/auth/loginRedirect';
import { getSession, login } from '../../src/auth/session';
import { startAuthServer } from './helpers';

vi.mock('../../src/auth/loginRedirect', () => ({ reloadAtLogin: vi.fn() }));

startAuthServer();
afterEach(() => {
  vi.restoreAllMocks();
  vi.mocked(reloadAtLogin).mockClear();
});

test('a 401 on a data call: « Session expirée » for 8 s, then /login, once for many calls', async () => {
  await login('admin', 'x');
  const error = vi.spyOn(toast, 'error');
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });

  await Promise.all([
    authProvider.checkError({ status: 401 }),
    authProvider.checkError({ status: 401 }),
  ]);

  expect(getSession().isLoggedIn).toBe(false);
  expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
  expect(error).toHaveBeenCalledTimes(1);
  expect(error).toHaveBeenCalledWith('Session expirée', {
    description: 'Attention votre connexion a expiré, merci de vous reconnecter',
    duration: 8000,
  });
  vi.advanceTimersByTime(7999);
  expect(reloadAtLogin).not.toHaveBeenCalled();
  vi.advanceTimersByTime(1);
  expect(reloadAtLogin).toHaveBeenCalledTimes(1);
});

test("while « Session expirée » is shown, react-admin's checks wait: nothing leaves for /login before the 8 s", async () => {
  await login('admin', 'x');
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  await authProvider.checkError({ status: 401 });
  const settled = vi.fn();
  // A page opened during the toast: react-admin checks the session, then may it open?
  void authProvider.checkAuth({}).then(settled, settled);
  void authProvider.canAccess!({ resource: 'student', action: 'list' }).then(settled, settled);
  void authProvider.getPermissions!({}).then(settled, settled);
  await vi.advanceTimersByTimeAsync(7999);
  expect(settled).not.toHaveBeenCalled();
  expect(reloadAtLogin).not.toHaveBeenCalled();
  await vi.advanceTimersByTimeAsync(1);
  expect(reloadAtLogin).toHaveBeenCalledTimes(1);
  // Once the way to /login is taken, a check says there is no session.
  await expect(authProvider.checkAuth({})).rejects.toThrow('no token');
});

test('a 401 once the session has ended shows nothing more (no loop through /login)', async () => {
  const error = vi.spyOn(toast, 'error');
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  await expect(authProvider.checkError({ status: 401 })).resolves.toBeUndefined();
  vi.advanceTimersByTime(8000);
  expect(error).not.toHaveBeenCalled();
  expect(reloadAtLogin).not.toHaveBeenCalled();
});

test('a 403 or a 500 keeps the session', async () => {
  await login('admin', 'x');
  await authProvider.checkError({ status: 403 });
  await authProvider.checkError({ status: 500 });
  await authProvider.checkError(new TypeError('Failed to fetch'));
  expect(getSession().isLoggedIn).toBe(true);
});
