import { screen } from '@testing-library/react';
import { TOKEN_KEY, TOKEN_STORED_AT_KEY } from '../../src/api/token';
import { REFRESH_INTERVAL_MS } from '../../src/auth/messages';
import { renderAppAs, setupDemoServer } from '../helpers/demoApp';

const server = setupDemoServer();

/** The calls to GET /api/auth/refresh answered from now on. */
const refreshes = () => {
  const seen: string[] = [];
  server.events.on('response:mocked', ({ request }) => {
    if (new URL(request.url).pathname === '/api/auth/refresh') seen.push(request.url);
  });
  return seen;
};

afterEach(() => server.events.removeAllListeners());

test('a login stores the time its token was stored', async () => {
  const before = Date.now();
  await renderAppAs('admin', '/');
  expect(Number(localStorage.getItem(TOKEN_STORED_AT_KEY))).toBeGreaterThanOrEqual(before);
});

test('a page loaded with a token stored 2 minutes ago or more refreshes it at once', async () => {
  const seen = refreshes();
  // renderAppAs logs in first (a fresh token); the page then loads as if 2 min had passed.
  await renderAppAs('admin', '/', {
    beforeRender: () =>
      localStorage.setItem(TOKEN_STORED_AT_KEY, String(Date.now() - REFRESH_INTERVAL_MS)),
  });
  const stored = localStorage.getItem(TOKEN_KEY);
  await vi.waitFor(() => expect(seen).toHaveLength(1), { timeout: 60_000 });
  await vi.waitFor(() => expect(localStorage.getItem(TOKEN_KEY)).not.toBe(stored));
  expect(Date.now() - Number(localStorage.getItem(TOKEN_STORED_AT_KEY))).toBeLessThan(15_000);
});

test('a page loaded with a token stored a moment ago waits for the 2-minute refresh', async () => {
  const seen = refreshes();
  await renderAppAs('admin', '/');
  await screen.findByRole('navigation', { name: 'Menu principal' });
  // Everything the page asks at load has been answered by then: no refresh among it.
  await screen.findAllByRole('link', { name: /Élèves/ });
  expect(seen).toEqual([]);
});
