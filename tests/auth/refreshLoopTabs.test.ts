import { ApiError, NetworkError } from '../../src/api/errors';
import { startRefreshLoop } from '../../src/auth/refreshLoop';

/** A refresh whose answer comes while another tab stores a token of its own. */
const setup = (outcome: () => Promise<unknown>) => {
  let stored: string | null = 'admin-1';
  const calls: string[] = [];
  const loop = startRefreshLoop({
    refresh: vi.fn(async () => {
      calls.push(`refresh@${Date.now()}`);
      // Meanwhile, another tab replaced the token (its own refresh, or another login).
      stored = 'autre-onglet';
      return outcome();
    }),
    saveToken: (token) => calls.push(`token:${token}`),
    storedToken: () => stored,
    endSession: () => calls.push('endSession'),
    notifyError: () => calls.push('toast'),
    goToLogin: () => calls.push('login'),
  });
  return { calls, loop, storedNow: () => stored };
};

beforeEach(() => {
  vi.useFakeTimers({ now: 0 });
});
afterEach(() => {
  vi.useRealTimers();
});

test.each([
  ['a status not ok', async () => ({ status: 'error' })],
  [
    'a 401',
    async () => {
      throw new ApiError('HTTP error! status: 401', 401);
    },
  ],
  [
    'network losses',
    async () => {
      throw new NetworkError(new TypeError('Failed to fetch'));
    },
  ],
])(
  'a failure (%s) after another tab stored a new token ends nothing: the loop goes on',
  async (_label, outcome) => {
    const { calls, loop } = setup(outcome);
    await vi.advanceTimersByTimeAsync(120_000 + 30_000);
    expect(calls).not.toContain('endSession');
    expect(calls).not.toContain('toast');
    await vi.advanceTimersByTimeAsync(120_000);
    expect(calls.filter((call) => call.startsWith('refresh')).length).toBeGreaterThan(1);
    loop.stop();
  },
);

test('a success after another tab stored a token keeps that token', async () => {
  const { calls, loop, storedNow } = setup(async () => ({ status: 'ok', token: 'admin-2' }));
  await vi.advanceTimersByTimeAsync(120_000);
  expect(calls).toEqual(['refresh@120000']);
  expect(storedNow()).toBe('autre-onglet');
  await vi.advanceTimersByTimeAsync(120_000);
  // The next refresh is sent with that token: its answer is kept.
  expect(calls).toEqual(['refresh@120000', 'refresh@240000', 'token:admin-2']);
  loop.stop();
});
