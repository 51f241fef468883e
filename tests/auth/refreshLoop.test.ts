import { ApiError, MalformedResponseError, NetworkError } from '../../src/api/errors';
import { startRefreshLoop, type RefreshLoopDeps } from '../../src/auth/refreshLoop';

type Outcome = { answer: unknown } | { error: Error };

const setup = (...outcomes: Outcome[]) => {
  const calls: string[] = [];
  const deps: RefreshLoopDeps = {
    refresh: vi.fn(async () => {
      calls.push(`refresh@${Date.now()}`);
      const outcome = outcomes.shift() ?? { answer: { status: 'ok', token: 'encore' } };
      if ('error' in outcome) throw outcome.error;
      return outcome.answer;
    }),
    saveToken: vi.fn((token: string) => calls.push(`token:${token}`)),
    endSession: vi.fn(() => calls.push('endSession')),
    notifyError: vi.fn((title: string, text: string, duration: number) =>
      calls.push(`toast:${title}|${text}|${duration}`),
    ),
    goToLogin: vi.fn((reload: boolean) =>
      calls.push(`login@${Date.now()}${reload ? '+reload' : ''}`),
    ),
  };
  const loop = startRefreshLoop(deps);
  return { calls, deps, loop };
};

const network = () => ({ error: new NetworkError(new TypeError('Failed to fetch')) });

beforeEach(() => {
  vi.useFakeTimers({ now: 0 });
});
afterEach(() => {
  vi.useRealTimers();
});

test('refreshes every 2 minutes and stores each new token', async () => {
  const { calls } = setup(
    { answer: { status: 'ok', token: 't1' } },
    { answer: { status: 'ok', token: 't2' } },
  );
  await vi.advanceTimersByTimeAsync(119_999);
  expect(calls).toEqual([]);
  await vi.advanceTimersByTimeAsync(1);
  expect(calls).toEqual(['refresh@120000', 'token:t1']);
  await vi.advanceTimersByTimeAsync(120_000);
  expect(calls).toEqual(['refresh@120000', 'token:t1', 'refresh@240000', 'token:t2']);
});

test.each([
  ['status not ok', { status: 'error', message: 'expiré' }],
  ['no token', { status: 'ok' }],
])(
  'a non-ok answer (%s): "Session expirée", 8 s, then /login without reload',
  async (_label, answer) => {
    const { calls } = setup({ answer });
    await vi.advanceTimersByTimeAsync(120_000);
    expect(calls).toEqual([
      'refresh@120000',
      'endSession',
      'toast:Session expirée|Attention votre connexion a expiré, merci de vous reconnecter|8000',
    ]);
    await vi.advanceTimersByTimeAsync(7_999);
    expect(calls).toHaveLength(3);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls.at(-1)).toBe('login@128000');
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(calls).toHaveLength(4);
  },
);

test.each([
  ['an HTTP error', new ApiError('HTTP error! status: 401', 401)],
  ['a malformed answer', new MalformedResponseError('x')],
])(
  'another error (%s): "...veuillez vous reconnecter", 8 s, /login and reload',
  async (_label, error) => {
    const { calls } = setup({ error });
    await vi.advanceTimersByTimeAsync(128_000);
    expect(calls).toEqual([
      'refresh@120000',
      'endSession',
      'toast:Session expirée|Attention votre connexion a expiré, veuillez vous reconnecter|8000',
      'login@128000+reload',
    ]);
  },
);

test('a network error is retried 3 times, 10 s apart, then "Connexion perdue", /login and reload', async () => {
  const { calls } = setup(network(), network(), network(), network());
  await vi.advanceTimersByTimeAsync(150_000);
  expect(calls).toEqual([
    'refresh@120000',
    'refresh@130000',
    'refresh@140000',
    'refresh@150000',
    'endSession',
    'toast:Connexion perdue|Impossible de se connecter au serveur après plusieurs tentatives. Veuillez vous reconnecter.|8000',
  ]);
  await vi.advanceTimersByTimeAsync(8_000);
  expect(calls.at(-1)).toBe('login@158000+reload');
});

test('a retry that succeeds continues the session silently', async () => {
  const { calls, deps } = setup(network(), network(), {
    answer: { status: 'ok', token: 'revenu' },
  });
  await vi.advanceTimersByTimeAsync(140_000);
  expect(calls).toEqual(['refresh@120000', 'refresh@130000', 'refresh@140000', 'token:revenu']);
  expect(deps.notifyError).not.toHaveBeenCalled();
  await vi.advanceTimersByTimeAsync(120_000);
  expect(calls.at(-2)).toBe('refresh@260000');
});

test('stop ends the loop (logout)', async () => {
  const { calls, loop } = setup();
  await vi.advanceTimersByTimeAsync(120_000);
  loop.stop();
  await vi.advanceTimersByTimeAsync(60 * 60_000);
  expect(calls).toEqual(['refresh@120000', 'token:encore']);
});
