import { http, HttpResponse } from 'msw';
import { TOKEN_KEY } from '../../src/api/token';
import { authProvider } from '../../src/layout/authProvider';
import {
  autologin,
  endSession,
  getCurrentUser,
  getSession,
  login,
  saveToken,
} from '../../src/auth/session';
import { adminUser, startAuthServer } from './helpers';

const user = { ...adminUser, login_additionalRoles: ['dev_api_list'] };
let loginBody: unknown;
const server = startAuthServer(
  http.post('/api/auth/login', async ({ request }) => {
    loginBody = await request.json();
    return HttpResponse.json({ status: 'ok', token: 'jeton', user });
  }),
  http.get('/api/auth/me', () => HttpResponse.json({ status: 'ok', user })),
);

test('login posts { login, password }, stores the token and keeps the user', async () => {
  await login('admin', 'secret');
  expect(loginBody).toEqual({ login: 'admin', password: 'secret' });
  expect(localStorage.getItem(TOKEN_KEY)).toBe('jeton');
  expect(getCurrentUser()).toEqual(user);
  expect(getSession().isLoggedIn).toBe(true);
});

test.each([
  ['status not ok', { status: 'error', token: 'jeton' }],
  ['no token', { status: 'ok', user }],
  ['empty token', { status: 'ok', token: '' }],
])('a login answer with %s is refused', async (_label, answer) => {
  server.use(http.post('/api/auth/login', () => HttpResponse.json(answer)));
  await expect(login('admin', 'faux')).rejects.toThrow(/^Identifiant ou mot de passe incorrect$/);
  expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
});

test('an exception during login gives "Erreur lors de l’authentification : {message}"', async () => {
  server.use(http.post('/api/auth/login', () => HttpResponse.json({}, { status: 500 })));
  await expect(login('admin', 'x')).rejects.toThrow(
    /^Erreur lors de l'authentification : HTTP error! status: 500$/,
  );
});

test('a refusal with a French message (too many attempts) shows that message', async () => {
  const message =
    'Trop de tentatives de connexion avec cet identifiant. Réessayez dans 30 secondes.';
  server.use(
    http.post('/api/auth/login', () =>
      HttpResponse.json({ status: 'error', message }, { status: 429 }),
    ),
  );
  await expect(login('admin', 'x')).rejects.toThrow(
    `Erreur lors de l'authentification : ${message}`,
  );
  expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
});

test('when /api/auth/me fails right after the login, the token goes and the error is French', async () => {
  server.use(
    http.post('/api/auth/login', () => HttpResponse.json({ status: 'ok', token: 't' })),
    http.get('/api/auth/me', () => HttpResponse.json({}, { status: 500 })),
  );
  await expect(login('admin', 'x')).rejects.toThrow(
    /^Erreur lors de l'authentification : HTTP error! status: 500$/,
  );
  expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
  expect(getCurrentUser()).toBeNull();
});

test('the identity comes from /api/auth/me when the login answer has no user', async () => {
  server.use(http.post('/api/auth/login', () => HttpResponse.json({ status: 'ok', token: 't' })));
  await login('admin', 'x');
  expect(getCurrentUser()).toEqual(user);
});

describe('the client session (spec section 3)', () => {
  test('has exactly user_login, user_id, user_roles, isLoggedIn and token', async () => {
    await login('admin', 'x');
    expect(getSession()).toStrictEqual({
      user_login: 'admin',
      user_id: 1,
      user_roles: ['admin', 'dev_api_list'],
      isLoggedIn: true,
      token: 'jeton',
    });
  });

  test('before login: not logged in, no user, no roles', () => {
    expect(getSession()).toStrictEqual({
      user_login: null,
      user_id: null,
      user_roles: [],
      isLoggedIn: false,
      token: null,
    });
  });

  test('stays the same object until something changes, then follows the token', async () => {
    await login('admin', 'x');
    const first = getSession();
    expect(getSession()).toBe(first);
    saveToken('rafraîchi');
    expect(localStorage.getItem(TOKEN_KEY)).toBe('rafraîchi');
    expect(getSession().token).toBe('rafraîchi');
    localStorage.removeItem(TOKEN_KEY);
    expect(getSession()).toMatchObject({ isLoggedIn: false, token: null });
  });

  test('user_roles is the main role plus the additional roles', async () => {
    server.use(
      http.post('/api/auth/login', () =>
        HttpResponse.json({
          status: 'ok',
          token: 't',
          user: { ...user, login_role: 'control', login_additionalRoles: ['dev_api_list'] },
        }),
      ),
    );
    await login('control', 'x');
    expect(getSession().user_roles).toEqual(['control', 'dev_api_list']);
  });

  test('logout forgets the user and the token', async () => {
    await login('admin', 'x');
    endSession();
    expect(getSession()).toMatchObject({ user_login: null, isLoggedIn: false, token: null });
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
  });
});

test('autologin without a token fails with "no token"', async () => {
  await expect(autologin()).rejects.toThrow(/^no token$/);
});

test('autologin with a refused token fails with "autologin error" and forgets the token', async () => {
  localStorage.setItem(TOKEN_KEY, 'périmé');
  server.use(http.get('/api/auth/me', () => HttpResponse.json({}, { status: 401 })));
  await expect(autologin()).rejects.toThrow(/^autologin error$/);
  expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
});

test('autologin with a saved token restores the user with one request for concurrent callers', async () => {
  localStorage.setItem(TOKEN_KEY, 'sauvé');
  let calls = 0;
  server.use(
    http.get('/api/auth/me', () => {
      calls += 1;
      return HttpResponse.json({ status: 'ok', user });
    }),
  );
  const [a, b] = await Promise.all([autologin(), autologin()]);
  expect(a).toEqual(user);
  expect(b).toEqual(user);
  expect(calls).toBe(1);
});

describe('authProvider', () => {
  test('permissions are the user’s roles and identity its name and e-mail', async () => {
    await login('admin', 'x');
    expect(await authProvider.getPermissions!({})).toEqual(['admin', 'dev_api_list']);
    expect(await authProvider.getIdentity!()).toEqual({
      id: 1,
      fullName: 'admin',
      email: 'admin@education.gouv.ci',
    });
  });

  test('a 401 ends the session, a 403 keeps it', async () => {
    await login('admin', 'x');
    await expect(authProvider.checkError({ status: 403 })).resolves.toBeUndefined();
    expect(getSession().isLoggedIn).toBe(true);
    // The toast's 8 s before /login: tests/auth/expiredSession.test.ts.
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    await expect(authProvider.checkError({ status: 401 })).resolves.toBeUndefined();
    vi.useRealTimers();
    expect(getSession().isLoggedIn).toBe(false);
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
  });

  test('canAccess applies the page’s roles', async () => {
    server.use(
      http.get('/api/auth/me', () =>
        HttpResponse.json({
          status: 'ok',
          user: { ...user, login_role: 'control', login_additionalRoles: [] },
        }),
      ),
    );
    localStorage.setItem(TOKEN_KEY, 't');
    expect(await authProvider.canAccess!({ resource: 'photos', action: 'list' })).toBe(true);
    expect(await authProvider.canAccess!({ resource: 'users', action: 'list' })).toBe(false);
  });
});
