import type { Login } from '../../src/api/types';
import { DUPLICATE_LOGIN } from '../../src/demo/handlers/logins';
import { call, login, startDemoServer } from './helpers';

const BLANK = 'Le mot de passe ne peut pas être composé uniquement d’espaces.';
const TOO_LONG = 'Le mot de passe ne doit pas dépasser 128 caractères.';
const INVISIBLE =
  'L’identifiant contient un caractère invisible (espace sans largeur, marque de sens d’écriture, trait d’union conditionnel…) : retapez-le au clavier.';

startDemoServer();
let admin: string;
beforeAll(async () => {
  admin = await login('admin');
});

const account = {
  login_name: 'b.yao',
  login_fullName: 'Bintou Yao',
  login_email: 'b.yao@education.gouv.ci',
  login_role: '',
  login_additionalRoles: [],
  login_password: 'motdepasse-1',
};
const save = (body: object) => call<Login>('login.save', { token: admin, body });

describe('POST /api/login/save', () => {
  test.each([
    ['only spaces', '            ', BLANK],
    ['129 characters', 'x'.repeat(129), TOO_LONG],
  ])('refuses a password of %s with a French 400', async (_, password, message) => {
    const { http, body } = await save({ ...account, login_password: password });
    expect(http).toBe(400);
    expect(body).toEqual({ status: 'error', message, errors: { login_password: message } });
  });

  test('refuses the same on an existing account', async () => {
    const { http, body } = await save({ login_id: 4, login_password: ' '.repeat(9) });
    expect(http).toBe(400);
    expect(body.errors).toEqual({ login_password: BLANK });
  });

  test.each([
    ['a zero-width space', 'b.y\u200bao'],
    ['a soft hyphen', 'b.y\u00adao'],
    ['a right-to-left override', 'b.yao\u202e'],
  ])('refuses a login name with %s', async (_, name) => {
    const { http, body } = await save({ ...account, login_name: name });
    expect(http).toBe(400);
    expect(body).toEqual({
      status: 'error',
      message: INVISIBLE,
      errors: { login_name: INVISIBLE },
    });
  });

  test('compares names after NFKC: a full-width twin of an account is a duplicate', async () => {
    const { http, body } = await save({ ...account, login_name: 'ａｄｍｉｎ' });
    expect(http).toBe(400);
    expect(body.errors).toEqual({ login_name: DUPLICATE_LOGIN });
  });

  test('stores the name normalised, and it logs in under either form', async () => {
    const { http, body } = await save({ ...account, login_name: ' ｂ．ｙａｏ ' });
    expect(http).toBe(200);
    expect(body.data.login_name).toBe('b.yao');
    expect(await login('b.yao', 'motdepasse-1')).toEqual(expect.any(String));
    expect(await login('ｂ．ｙａｏ', 'motdepasse-1')).toEqual(expect.any(String));
    const again = await save({ ...account, login_name: 'b.yao' });
    expect(again.body.errors).toEqual({ login_name: DUPLICATE_LOGIN });
  });
});

describe('POST /api/auth/change_password', () => {
  test.each([
    ['only spaces', '\t        ', BLANK],
    ['129 characters', 'é'.repeat(129), TOO_LONG],
  ])('refuses a new password of %s with a French 400', async (_, newPassword, message) => {
    const token = await login('control');
    const { http, body } = await call('auth.changePassword', {
      token,
      body: { currentPassword: 'control', newPassword },
    });
    expect(http).toBe(400);
    expect(body).toEqual({ status: 'error', message, errors: { newPassword: message } });
    expect(await login('control')).toEqual(expect.any(String));
  });

  test('accepts 128 characters', async () => {
    const token = await login('dev');
    const newPassword = 'p'.repeat(128);
    const { http } = await call('auth.changePassword', {
      token,
      body: { currentPassword: 'dev', newPassword },
    });
    expect(http).toBe(200);
    expect(await login('dev', newPassword)).toEqual(expect.any(String));
  });
});
