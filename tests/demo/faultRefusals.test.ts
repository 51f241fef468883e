import { FAULTS_KEY, readFaultsFrom } from '../../src/demo/faults';
import { FORBIDDEN, UNAUTHORIZED } from '../../src/demo/handlers/accounts';
import { clearDemoFaults, setDemoFaults } from '../../src/demo/node';
import { call, startDemoServer } from './helpers';

startDemoServer();
afterEach(() => {
  clearDemoFaults();
  readFaultsFrom(null);
});

const health = () => call('health');
const adminLogin = () => call('auth.login', { body: { login: 'admin', password: 'admin' } });

test('unauthorized: HTTP 401 with the French message of a refused token', async () => {
  setDemoFaults({ fail: 'unauthorized' });
  const { http, body } = await health();
  expect(http).toBe(401);
  expect(body).toEqual({ status: 'error', message: UNAUTHORIZED });
});

test('forbidden: HTTP 403 with the French message of a refused role', async () => {
  setDemoFaults({ fail: 'forbidden' });
  const { http, body } = await health();
  expect(http).toBe(403);
  expect(body).toEqual({ status: 'error', message: FORBIDDEN });
});

test('except leaves the paths containing one of its parts alone, uncounted', async () => {
  setDemoFaults({ fail: 'server', except: ['/api/auth/'], times: 1 });
  expect((await adminLogin()).http).toBe(200);
  expect((await health()).http).toBe(500);
  expect((await health()).http).toBe(200);
});

test('except is read from localStorage too; entries that are not strings are ignored', async () => {
  readFaultsFrom(localStorage);
  localStorage.setItem(FAULTS_KEY, JSON.stringify({ fail: 'forbidden', except: ['/auth/', 3] }));
  expect((await adminLogin()).http).toBe(200);
  expect((await health()).http).toBe(403);
});
