import type { Login } from '../../src/api/types';
import { UNAUTHORIZED } from '../../src/demo/handlers/accounts';
import { WRONG_CREDENTIALS } from '../../src/demo/handlers/auth';
import { createDemoServer } from '../../src/demo/node';
import { memoryStorage } from '../../src/demo/storage';
import { call, clock, login, START, startDemoServer } from './helpers';

const server = startDemoServer();
afterEach(() => {
  clock.now = START;
});

const attempt = (name: string, password: string) =>
  call('auth.login', { body: { login: name, password } });

test('after 5 wrong passwords a login is refused with 429 for 30 s, even with the right one', async () => {
  for (let i = 0; i < 5; i += 1) {
    expect((await attempt('control', 'faux')).body).toEqual({
      status: 'error',
      message: WRONG_CREDENTIALS,
    });
  }
  const refused = await attempt('Control', 'control');
  expect(refused.http).toBe(429);
  expect(refused.body).toEqual({
    status: 'error',
    message: 'Trop de tentatives de connexion avec cet identifiant. Réessayez dans 30 secondes.',
  });
  expect((await attempt('admin', 'admin')).body.status).toBe('ok');

  clock.now = START + 20_000;
  expect((await attempt('control', 'control')).body.message).toMatch(/Réessayez dans 10 secondes/);
  clock.now = START + 30_000;
  expect((await attempt('control', 'control')).body.status).toBe('ok');
});

test('the count is kept per account name as logins look it up (NFKC, case aside): other spellings share it', async () => {
  const spellings = ['ａｄｍｉｎ', '𝐚𝐝𝐦𝐢𝐧', 'ＡＤＭＩＮ', '𝖆𝖉𝖒𝖎𝖓', ' Admin '];
  for (const name of spellings) {
    expect((await attempt(name, 'faux')).body.message).toBe(WRONG_CREDENTIALS);
  }
  for (const name of ['admin', '𝚊𝚍𝚖𝚒𝚗', 'ａｄｍｉｎ']) {
    const refused = await attempt(name, 'admin');
    expect(refused.http).toBe(429);
    expect(refused.body.message).toBe(
      'Trop de tentatives de connexion avec cet identifiant. Réessayez dans 30 secondes.',
    );
  }
  clock.now = START + 30_000;
  expect((await attempt('ａｄｍｉｎ', 'admin')).body.status).toBe('ok');
});

test('a password change ends the account’s other sessions; the caller goes on with a new token', async () => {
  const [mine, other] = [await login('dev'), await login('dev')];
  clock.now = START + 1000;
  const changed = await call<{ token: string }>('auth.changePassword', {
    token: mine,
    body: { currentPassword: 'dev', newPassword: 'nouveau-secret' },
  });
  const renewed = changed.body.data.token;

  for (const token of [mine, other]) {
    expect((await call('auth.me', { token })).body).toEqual({
      status: 'error',
      message: UNAUTHORIZED,
    });
    expect((await call('auth.refresh', { token })).http).toBe(401);
  }
  expect((await call('auth.me', { token: renewed })).body.user?.login_name).toBe('dev');
  expect((await call('auth.refresh', { token: renewed })).http).toBe(200);
});

test('a password set by an admin ends the user’s sessions; other edits keep them', async () => {
  const admin = await login('admin');
  const agent = await login('agent');
  const { body } = await call<Login>('login.load', { token: admin, params: { login_id: 4 } });
  const account = body.data;

  await call('login.save', { token: admin, body: { ...account, login_fullName: 'Agent Test' } });
  expect((await call('auth.me', { token: agent })).http).toBe(200);

  await call('login.save', { token: admin, body: { ...account, login_password: 'mot-de-passe' } });
  expect((await call('auth.me', { token: agent })).http).toBe(401);
  expect((await call('auth.me', { token: admin })).http).toBe(200);
});

test('logout ends the session of its token: that token and its refreshed ones get 401, other sessions go on', async () => {
  const [ending, other] = [await login('control'), await login('control')];
  clock.now = START + 1000;
  const refreshed = (await call('auth.refresh', { token: ending })).body.token!;

  const answer = await call('auth.logout', { token: ending });
  expect(answer.http).toBe(200);
  expect(answer.body).toEqual({ status: 'ok', data: null });
  for (const token of [ending, refreshed]) {
    expect((await call('auth.me', { token })).body).toEqual({
      status: 'error',
      message: UNAUTHORIZED,
    });
    expect((await call('auth.refresh', { token })).http).toBe(401);
  }
  expect((await call('auth.me', { token: other })).http).toBe(200);
});

test('logout without a token, or with a refused one, answers 200 and ends nothing', async () => {
  const token = await login('admin');
  for (const sent of [null, `${token}x`]) {
    expect((await call('auth.logout', { token: sent })).body).toEqual({ status: 'ok', data: null });
  }
  expect((await call('auth.me', { token })).http).toBe(200);
});

test('a session lives 12 h at most, however often it is refreshed', async () => {
  let token = await login('admin');
  const step = 9 * 60 * 1000;
  for (clock.now = START + step; clock.now < START + 12 * 3600 * 1000; clock.now += step) {
    const { http, body } = await call('auth.refresh', { token });
    expect(http).toBe(200);
    token = body.token!;
  }
  clock.now = START + 12 * 3600 * 1000;
  expect((await call('auth.refresh', { token })).http).toBe(401);
  expect((await call('auth.me', { token })).http).toBe(401);
});

test('ended sessions (password change, logout) stay ended after the demo reloads its journal', async () => {
  server.close();
  const storage = memoryStorage();
  const restart = () => {
    const demo = createDemoServer({ students: 2000, storage, now: () => clock.now });
    demo.listen({ onUnhandledRequest: 'error' });
    return demo;
  };
  let demo = restart();
  try {
    const old = await login('control');
    const { body } = await call<{ token: string }>('auth.changePassword', {
      token: old,
      body: { currentPassword: 'control', newPassword: 'encore-un-secret' },
    });
    const loggedOut = await login('agent');
    await call('auth.logout', { token: loggedOut });
    demo.close();
    demo = restart();
    expect((await call('auth.me', { token: old })).http).toBe(401);
    expect((await call('auth.me', { token: body.data.token })).http).toBe(200);
    expect((await call('auth.me', { token: loggedOut })).http).toBe(401);
  } finally {
    demo.close();
    server.listen({ onUnhandledRequest: 'error' });
  }
});
