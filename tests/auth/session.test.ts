import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { TOKEN_KEY } from '../../src/api/token';
import { authProvider } from '../../src/auth/authProvider';
import { autologin, endSession, getCurrentUser, isLoggedIn, login } from '../../src/auth/session';

const user = {
  login_id: 1,
  login_name: 'admin',
  login_email: 'admin@education.gouv.ci',
  login_role: 'admin',
  login_additionalRoles: ['dev_api_list'],
};
let loginBody: unknown;
const server = setupServer(
  http.post('/api/auth/login', async ({ request }) => {
    loginBody = await request.json();
    return HttpResponse.json({ status: 'ok', token: 'jeton', user });
  }),
  http.get('/api/auth/me', () => HttpResponse.json({ status: 'ok', user })),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  endSession();
});
afterAll(() => server.close());

test('login posts { login, password }, stores the token and keeps the user', async () => {
  await login('admin', 'secret');
  expect(loginBody).toEqual({ login: 'admin', password: 'secret' });
  expect(localStorage.getItem(TOKEN_KEY)).toBe('jeton');
  expect(getCurrentUser()).toEqual(user);
  expect(isLoggedIn()).toBe(true);
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
    expect(isLoggedIn()).toBe(true);
    await expect(authProvider.checkError({ status: 401 })).rejects.toThrow();
    expect(isLoggedIn()).toBe(false);
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
