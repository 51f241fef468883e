import type { Login } from '../../src/api/types';
import { LAST_ADMIN_DELETE, LAST_ADMIN_ROLE } from '../../src/demo/handlers/logins';
import { call, login, startDemoServer } from './helpers';

startDemoServer();

const ADMIN_ID = 1;

const load = async (token: string, login_id: number) =>
  (await call<Login>('login.load', { token, params: { login_id } })).body.data;

const adminIds = async (token: string) => {
  const { body } = await call<Login[]>('login.list', { token, params: { perPage: 1000 } });
  return body.data
    .filter((account) => [account.login_role, ...account.login_additionalRoles].includes('admin'))
    .map((account) => account.login_id);
};

test('the last admin keeps the role and the account: French 409s, nothing changed', async () => {
  const token = await login('admin');
  const others = (await adminIds(token)).filter((id) => id !== ADMIN_ID);
  expect(others.length).toBeGreaterThan(0);

  // While another admin remains, an admin's role can go.
  const [first, ...rest] = others;
  const demoted = await call<Login>('login.save', {
    token,
    body: { ...(await load(token, first)), login_role: 'control', login_additionalRoles: [] },
  });
  expect(demoted.http).toBe(200);
  for (const id of rest) {
    expect((await call('login.delete', { token, params: { login_id: id } })).http).toBe(200);
  }
  expect(await adminIds(token)).toEqual([ADMIN_ID]);

  const own = await load(token, ADMIN_ID);
  for (const change of [
    { login_role: 'control' },
    { login_role: '', login_additionalRoles: ['control', 'dev_api_list'] },
  ]) {
    const refused = await call('login.save', { token, body: { ...own, ...change } });
    expect(refused.http).toBe(409);
    expect(refused.body).toEqual({
      status: 'error',
      message: LAST_ADMIN_ROLE,
      errors: { login_role: LAST_ADMIN_ROLE },
    });
  }
  const deleted = await call('login.delete', { token, params: { login_id: ADMIN_ID } });
  expect(deleted.http).toBe(409);
  expect(deleted.body).toEqual({ status: 'error', message: LAST_ADMIN_DELETE });

  expect(await load(token, ADMIN_ID)).toMatchObject({ login_role: 'admin' });
  // Admin as an additional role is enough: the main role may change then.
  const moved = await call<Login>('login.save', {
    token,
    body: { ...own, login_role: 'control', login_additionalRoles: ['admin'] },
  });
  expect(moved.http).toBe(200);
  expect((await call('login.list', { token })).http).toBe(200);
});
