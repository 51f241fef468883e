import { FAULTS_KEY, readFaultsFrom } from '../../src/demo/faults';
import { REFUSED, SERVER_ERROR } from '../../src/demo/handlers/dispatch';
import { clearDemoFaults, setDemoFaults } from '../../src/demo/node';
import { call, startDemoServer } from './helpers';

startDemoServer();
afterEach(() => {
  clearDemoFaults();
  readFaultsFrom(null);
});

const health = () => call('health');

test('network: the request fails like a lost connection', async () => {
  setDemoFaults({ fail: 'network' });
  await expect(health()).rejects.toThrow(TypeError);
});

test('server: HTTP 500 with a French message', async () => {
  setDemoFaults({ fail: 'server' });
  const { http, body } = await health();
  expect(http).toBe(500);
  expect(body).toEqual({ status: 'error', message: SERVER_ERROR });
});

test('malformed: HTTP 200 whose body is not JSON', async () => {
  setDemoFaults({ fail: 'malformed' });
  const { http, response } = await health();
  expect(http).toBe(200);
  const text = await response.text();
  expect(() => JSON.parse(text)).toThrow();
});

test('refused: HTTP 200 whose status is not ok, with a French message', async () => {
  setDemoFaults({ fail: 'refused' });
  const { http, body } = await health();
  expect(http).toBe(200);
  expect(body).toEqual({ status: 'error', message: REFUSED });
});

test('match limits the faults to paths containing it; times to a number of requests', async () => {
  setDemoFaults({ fail: 'server', match: '/api/health', times: 2 });
  expect((await call('auth.login', { body: { login: 'admin', password: 'admin' } })).http).toBe(
    200,
  );
  expect((await health()).http).toBe(500);
  expect((await health()).http).toBe(500);
  expect((await health()).http).toBe(200);
});

test('delayMs slows the answers down', async () => {
  setDemoFaults({ delayMs: 120 });
  const start = performance.now();
  expect((await health()).http).toBe(200);
  expect(performance.now() - start).toBeGreaterThanOrEqual(110);
});

test('clearDemoFaults restores normal answers', async () => {
  setDemoFaults({ fail: 'server' });
  clearDemoFaults();
  expect((await health()).http).toBe(200);
});

test('faults are also read from localStorage["demo-api-faults"], times counted down there', async () => {
  readFaultsFrom(localStorage);
  localStorage.setItem(FAULTS_KEY, JSON.stringify({ fail: 'server', times: 2 }));
  expect((await health()).http).toBe(500);
  expect(JSON.parse(localStorage.getItem(FAULTS_KEY)!)).toMatchObject({ times: 1 });
  expect((await health()).http).toBe(500);
  expect(localStorage.getItem(FAULTS_KEY)).toBeNull();
  expect((await health()).http).toBe(200);
  localStorage.setItem(FAULTS_KEY, 'not json');
  expect((await health()).http).toBe(200);
});
