import { StrictMode } from 'react';
import { render } from '@testing-library/react';
import { Toaster } from 'sonner';
import App from '../../src/App';
import { endSession, login } from '../../src/auth/session';
import { createDemoServer, type DemoServer } from '../../src/demo/node';

/**
 * The real app against the embedded demo API (msw/node), for integration tests.
 * Call `setupDemoServer()` once at the top of a test file.
 */
export const setupDemoServer = (students = 2000): DemoServer => {
  const server = createDemoServer({ students });
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => endSession());
  afterAll(() => server.close());
  return server;
};

export type DemoAccount = 'admin' | 'control' | 'dev' | 'agent';

/**
 * Logs in with a demo account (password = login) and opens the app at `path`; `strict`
 * renders it in StrictMode, as `npm start` does (effects run twice).
 */
export const renderAppAs = async (
  account: DemoAccount,
  path: string,
  {
    strict = false,
    beforeRender,
  }: {
    strict?: boolean;
    /** What the browser holds when the page loads. */ beforeRender?: () => void;
  } = {},
) => {
  await login(account, account);
  beforeRender?.();
  window.history.replaceState(null, '', path);
  const app = (
    <>
      <App />
      <Toaster />
    </>
  );
  return render(strict ? <StrictMode>{app}</StrictMode> : app);
};
