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

/** Logs in with a demo account (password = login) and opens the app at `path`. */
export const renderAppAs = async (account: DemoAccount, path: string) => {
  await login(account, account);
  window.history.replaceState(null, '', path);
  return render(
    <>
      <App />
      <Toaster />
    </>,
  );
};
