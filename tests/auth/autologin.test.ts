import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { toast } from 'sonner';
import { TOKEN_KEY } from '../../src/api/token';
import { reloadAtLogin } from '../../src/auth/loginRedirect';
import { reconnection } from '../../src/auth/reconnection';
import { autologin, endSession, getSession } from '../../src/auth/session';

vi.mock('../../src/auth/loginRedirect', () => ({ reloadAtLogin: vi.fn() }));

const user = {
  login_id: 3,
  login_name: 'control',
  login_email: 'control@education.gouv.ci',
  login_role: 'control',
  login_additionalRoles: [],
};

type Answer = 'ok' | 'network' | 'refused' | number;

/** GET /api/auth/me answers these, in order, then ok; each call is logged with its time. */
const meAnswers = (...answers: Answer[]) => {
  const calls: number[] = [];
  server.use(
    http.get('/api/auth/me', () => {
      calls.push(Date.now());
      const answer = answers.shift() ?? 'ok';
      if (answer === 'ok') return HttpResponse.json({ status: 'ok', user });
      if (answer === 'network') return HttpResponse.error();
      if (answer === 'refused')
        return HttpResponse.json({ status: 'error', message: 'Jeton invalide' });
      return HttpResponse.json({ status: 'error', message: 'Erreur' }, { status: answer });
    }),
  );
  return calls;
};

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  vi.useFakeTimers({ now: 0, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  localStorage.setItem(TOKEN_KEY, 'sauvé');
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.mocked(reloadAtLogin).mockClear();
  server.resetHandlers();
  endSession();
  reconnection.set(null);
});
afterAll(() => server.close());

/** Settles the pending promise's outcome without throwing into the test. */
const outcomeOf = (promise: Promise<unknown>) => {
  const outcome: { value?: unknown; error?: Error } = {};
  promise.then(
    (value) => (outcome.value = value),
    (error: Error) => (outcome.error = error),
  );
  return outcome;
};

describe('an answer that refuses the token ends the session', () => {
  test.each([
    ['a 401', 401 as Answer],
    ['a body whose status is not ok', 'refused' as Answer],
  ])('%s: "autologin error", token deleted, no retry', async (_label, answer) => {
    const calls = meAnswers(answer);
    await expect(autologin()).rejects.toThrow(/^autologin error$/);
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(calls).toHaveLength(1);
    expect(reconnection.get()).toBeNull();
  });
});

test('an aborted request is ignored: asked again at once, the session comes back', async () => {
  const calls = meAnswers();
  vi.spyOn(globalThis, 'fetch').mockRejectedValueOnce(
    new DOMException('The user aborted a request.', 'AbortError'),
  );
  const error = vi.spyOn(toast, 'error');
  await expect(autologin()).resolves.toEqual(user);
  expect(calls).toEqual([0]);
  expect(fetch).toHaveBeenCalledTimes(2);
  expect(getSession()).toMatchObject({ isLoggedIn: true, token: 'sauvé', user_login: 'control' });
  expect(reconnection.get()).toBeNull();
  expect(error).not.toHaveBeenCalled();
});

test('a network error then a 500 keep the token; retried 10 s apart, the session comes back', async () => {
  const calls = meAnswers('network', 500);
  const outcome = outcomeOf(autologin());
  await vi.advanceTimersByTimeAsync(0);
  expect(calls).toEqual([0]);
  expect(reconnection.get()).toEqual({
    state: 'reconnecting',
    retry: 1,
    retries: 3,
    delayMs: 10_000,
  });
  expect(localStorage.getItem(TOKEN_KEY)).toBe('sauvé');
  await vi.advanceTimersByTimeAsync(9_999);
  expect(calls).toHaveLength(1);
  await vi.advanceTimersByTimeAsync(1);
  expect(calls).toEqual([0, 10_000]);
  expect(reconnection.get()).toMatchObject({ state: 'reconnecting', retry: 2 });
  await vi.advanceTimersByTimeAsync(10_000);
  expect(calls).toEqual([0, 10_000, 20_000]);
  expect(outcome.value).toEqual(user);
  expect(getSession()).toMatchObject({ isLoggedIn: true, token: 'sauvé' });
  expect(reconnection.get()).toBeNull();
});

test('after 3 failed retries: "Connexion perdue" for 8 s, then /login reloaded', async () => {
  const calls = meAnswers('network', 503, 'network', 'network');
  const error = vi.spyOn(toast, 'error');
  const outcome = outcomeOf(autologin());
  await vi.advanceTimersByTimeAsync(29_999);
  expect(calls).toHaveLength(3);
  expect(localStorage.getItem(TOKEN_KEY)).toBe('sauvé');
  await vi.advanceTimersByTimeAsync(1);
  expect(calls).toEqual([0, 10_000, 20_000, 30_000]);
  expect(reconnection.get()).toEqual({ state: 'lost' });
  expect(error).toHaveBeenCalledWith('Connexion perdue', {
    description:
      'Impossible de se connecter au serveur après plusieurs tentatives. Veuillez vous reconnecter.',
    duration: 8000,
  });
  expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
  await vi.advanceTimersByTimeAsync(7_999);
  expect(reloadAtLogin).not.toHaveBeenCalled();
  expect(outcome).toEqual({});
  await vi.advanceTimersByTimeAsync(1);
  expect(reloadAtLogin).toHaveBeenCalledOnce();
  expect(outcome.error?.message).toBe('autologin error');
});

test('concurrent callers share one attempt, retries included', async () => {
  const calls = meAnswers('network');
  const first = outcomeOf(autologin());
  const second = outcomeOf(autologin());
  await vi.advanceTimersByTimeAsync(10_000);
  expect(calls).toHaveLength(2);
  expect(first.value).toEqual(user);
  expect(second.value).toEqual(user);
});

test('a logout elsewhere during the wait ends the attempt with "no token"', async () => {
  const calls = meAnswers('network');
  const outcome = outcomeOf(autologin());
  await vi.advanceTimersByTimeAsync(0);
  localStorage.removeItem(TOKEN_KEY);
  await vi.advanceTimersByTimeAsync(10_000);
  expect(calls).toHaveLength(1);
  expect(outcome.error?.message).toBe('no token');
  expect(reconnection.get()).toBeNull();
});
