import { UNAUTHORIZED } from '../../src/demo/handlers/accounts';
import { WRONG_CREDENTIALS } from '../../src/demo/handlers/auth';
import { createToken, readToken, TOKEN_LIFETIME_MS } from '../../src/demo/token';
import { call, clock, login, START, startDemoServer } from './helpers';

startDemoServer();
afterEach(() => {
  clock.now = START;
});

test('login answers status, token and the user (never a password)', async () => {
  const { http, body } = await call('auth.login', {
    body: { login: 'control', password: 'control' },
  });
  expect(http).toBe(200);
  expect(body).toEqual({
    status: 'ok',
    token: expect.stringMatching(/^[\w-]+\.[a-z0-9]+$/),
    user: {
      login_id: 2,
      login_name: 'control',
      login_email: expect.stringContaining('@'),
      login_fullName: 'Contrôleur de démonstration',
      login_role: 'control',
      login_additionalRoles: [],
    },
  });
});

test.each([
  ['admin', 'wrong'],
  ['nobody', 'admin'],
])('wrong credentials (%s / %s) give HTTP 200 with status error', async (name, password) => {
  const { http, body } = await call('auth.login', { body: { login: name, password } });
  expect(http).toBe(200);
  expect(body).toEqual({ status: 'error', message: WRONG_CREDENTIALS });
});

test('an empty login or password is a 400 with French field messages', async () => {
  const { http, body } = await call('auth.login', { body: { login: 'admin', password: '' } });
  expect(http).toBe(400);
  expect(body.status).toBe('error');
  expect(body.message).toMatch(/identifiant et votre mot de passe/);
  expect(body.errors).toEqual({ password: 'Ce champ est obligatoire.' });
});

test('me answers the user of the token; roles are the main role plus additional roles', async () => {
  const token = await login('agent');
  const { body } = await call('auth.me', { token });
  expect(body).toMatchObject({ status: 'ok', user: { login_name: 'agent', login_role: '' } });
});

test('a token lives 10 minutes; refresh gives a new one that lives 10 more', async () => {
  const token = await login('admin');
  clock.now = START + TOKEN_LIFETIME_MS - 1000;
  const refreshed = await call('auth.refresh', { token });
  expect(refreshed.body).toEqual({ status: 'ok', token: expect.any(String) });
  expect(refreshed.body.token).not.toBe(token);

  clock.now = START + TOKEN_LIFETIME_MS;
  const expired = await call('auth.me', { token });
  expect(expired.http).toBe(401);
  expect(expired.body).toEqual({ status: 'error', message: UNAUTHORIZED });
  expect((await call('auth.refresh', { token })).http).toBe(401);
  expect((await call('auth.me', { token: refreshed.body.token })).http).toBe(200);
});

test('tokens are signed: a changed payload is refused', () => {
  const token = createToken(1, START);
  expect(readToken(token, START)).toEqual({
    loginId: 1,
    auth: START,
    epoch: 0,
    sessionId: expect.stringMatching(/^[\w-]{16}$/),
  });
  const [payload, signature] = token.split('.');
  const forged = btoa(atob(payload).replace('"login_id":1', '"login_id":2')).replace(/=+$/, '');
  expect(readToken(`${forged}.${signature}`, START)).toBeNull();
  expect(readToken('garbage', START)).toBeNull();
});

test('change_password checks the current password and the new one’s length', async () => {
  const token = await login('dev');
  const wrong = await call('auth.changePassword', {
    token,
    body: { currentPassword: 'nope', newPassword: 'short' },
  });
  expect(wrong.http).toBe(400);
  expect(Object.keys(wrong.body.errors ?? {}).sort()).toEqual(['currentPassword', 'newPassword']);

  const ok = await call('auth.changePassword', {
    token,
    body: { currentPassword: 'dev', newPassword: 'nouveau-secret' },
  });
  expect(ok.body).toEqual({ status: 'ok', data: { token: expect.any(String) } });
  expect((await call('auth.login', { body: { login: 'dev', password: 'dev' } })).body.status).toBe(
    'error',
  );
  expect(await login('dev', 'nouveau-secret')).toEqual(expect.any(String));
});
