import { NetworkError } from '../../src/api/errors';
import { CALL_TIMEOUT_MS, callEndpoint } from '../../src/api/http';
import { reachabilityStore } from '../../src/api/reachability';

/** A link that hangs: no answer ever, until the request's signal aborts it. */
const hangingFetch = () =>
  vi
    .spyOn(globalThis, 'fetch')
    .mockImplementation(
      (_url, init) =>
        new Promise((_resolve, reject) =>
          init?.signal?.addEventListener('abort', () =>
            reject(new DOMException('The operation was aborted.', 'AbortError')),
          ),
        ),
    );

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

test('the time limit is 30 s', () => {
  expect(CALL_TIMEOUT_MS).toBe(30_000);
});

test('a call that hangs is given up after 30 s as a network error, and says the server is unreachable', async () => {
  hangingFetch();
  const outcome = callEndpoint('health').catch((error: unknown) => error);
  let settled = false;
  void outcome.then(() => (settled = true));
  await vi.advanceTimersByTimeAsync(CALL_TIMEOUT_MS - 1);
  expect(settled).toBe(false);
  await vi.advanceTimersByTimeAsync(1);
  const error = await outcome;
  expect(error).toBeInstanceOf(NetworkError);
  expect((error as Error).message).toBe(
    'Impossible de joindre le serveur. Vérifiez votre connexion puis réessayez.',
  );
  expect(reachabilityStore.get().reachability).toBe('unreached');
});

test('the caller’s own abort still goes through as an abort, not a network error', async () => {
  hangingFetch();
  const caller = new AbortController();
  const outcome = callEndpoint('health', { signal: caller.signal }).catch(
    (error: unknown) => error,
  );
  caller.abort();
  const error = await outcome;
  expect(error).not.toBeInstanceOf(NetworkError);
  expect((error as Error).name).toBe('AbortError');
});

test('an answer in time clears the time limit', async () => {
  vi.spyOn(globalThis, 'fetch').mockResolvedValue(
    new Response(JSON.stringify({ status: 'ok', data: {} }), { status: 200 }),
  );
  await expect(callEndpoint('health')).resolves.toEqual({ status: 'ok', data: {} });
  expect(vi.getTimerCount()).toBe(0);
});
