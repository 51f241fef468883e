import { answerRequest } from '../../src/demo/handlers/answer';
import { MAX_LOGIN_FAILURES } from '../../src/demo/loginThrottle';
import { DemoRuntime } from '../../src/demo/runtime';
import { generateDemoDb, generateDemoDbInSlices } from '../../src/demo/seed';
import { memoryStorage } from '../../src/demo/storage';

const NOW = Date.UTC(2026, 10, 25);

/**
 * The browser worker's runtime: the data generated in slices, the accounts first. `held`:
 * the generation starts only once it resolves (on a busy machine, 20,000 students may
 * otherwise be generated before the calls a test makes meanwhile are answered).
 */
const workerRuntime = (storage = memoryStorage(), held: Promise<void> = Promise.resolve()) =>
  new DemoRuntime({
    students: 20_000,
    storage,
    accountsFirst: true,
    createDb: async (generation) => {
      await held;
      return generateDemoDbInSlices({ ...generation, now: NOW });
    },
  });

/** A generation held until `release()`. */
const holding = () => {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  return { held, release };
};

const loginAs = (runtime: DemoRuntime, login: string, password = login) =>
  answerRequest(runtime, {
    name: 'auth.login',
    method: 'POST',
    url: 'http://demo/api/auth/login',
    params: {},
    authorization: null,
    body: JSON.stringify({ login, password }),
  }).then(
    (answer) => JSON.parse(answer.body) as { status: string; token?: string; message?: string },
  );

/** Starts the generation, and tells whether it has ended. */
const generating = (runtime: DemoRuntime) => {
  const state = { done: false, store: runtime.store() };
  void state.store.then(() => (state.done = true));
  return state;
};

test('the sliced generation makes the same data as the one made at once', async () => {
  const options = { students: 3_000, seed: 7, now: NOW };
  expect(await generateDemoDbInSlices(options)).toEqual(generateDemoDb(options));
});

test('a login is answered while the students are still being generated, and its token then works', async () => {
  const { held, release } = holding();
  const runtime = workerRuntime(memoryStorage(), held);
  const generation = generating(runtime);
  const answer = await loginAs(runtime, 'admin');
  expect(answer.status).toBe('ok');
  expect(generation.done).toBe(false);
  release();
  await generation.store;
  const me = await answerRequest(runtime, {
    name: 'auth.me',
    method: 'GET',
    url: 'http://demo/api/auth/me',
    params: {},
    authorization: `Bearer ${answer.token}`,
  });
  expect(JSON.parse(me.body)).toMatchObject({ status: 'ok', user: { login_name: 'admin' } });
});

test('the app’s frame after a login is answered too, as the whole data answers it', async () => {
  const { held, release } = holding();
  const runtime = workerRuntime(memoryStorage(), held);
  const generation = generating(runtime);
  const { token } = await loginAs(runtime, 'control');
  const ask = (name: string, path: string) =>
    answerRequest(runtime, {
      name,
      method: 'GET',
      url: `http://demo${path}`,
      params: {},
      authorization: `Bearer ${token}`,
    }).then((answer) => JSON.parse(answer.body) as { status: string; data: unknown });
  const early = await ask('serviceMessage.getDisplayed', '/api/serviceMessage/getDisplayed');
  const config = await ask('config.getConfig', '/api/config/get_config');
  expect(generation.done).toBe(false);
  expect(config).toMatchObject({
    status: 'ok',
    data: { app_name: 'Carte scolaire – Administration' },
  });
  release();
  await generation.store;
  const late = await ask('serviceMessage.getDisplayed', '/api/serviceMessage/getDisplayed');
  expect((early.data as unknown[]).length).toBeGreaterThan(0);
  expect(early).toEqual(late);
});

test('with writes to replay, a login waits for the whole data (an account may have changed)', async () => {
  const runtime = workerRuntime();
  runtime.journal.append({ n: 'auth.logout', t: NOW });
  expect(runtime.journal.entries()).toHaveLength(1);
  const generation = generating(runtime);
  await loginAs(runtime, 'admin');
  expect(generation.done).toBe(true);
});

test('wrong passwords typed before the data exists still count once it does', async () => {
  const runtime = workerRuntime();
  const generation = generating(runtime);
  for (let i = 0; i < MAX_LOGIN_FAILURES; i++) await loginAs(runtime, 'admin', 'wrong');
  await generation.store;
  const answer = await loginAs(runtime, 'admin');
  expect(answer.message).toMatch(/^Trop de tentatives de connexion avec cet identifiant/);
});
