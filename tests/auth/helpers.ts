import { http, HttpResponse, type RequestHandler } from 'msw';
import { setupServer } from 'msw/node';
import { endSession } from '../../src/auth/session';

export const adminUser = {
  login_id: 1,
  login_name: 'admin',
  login_email: 'admin@education.gouv.ci',
  login_role: 'admin',
  login_additionalRoles: [],
};

/**
 * An API that lets `adminUser` log in (and out), for the whole test file; `handlers` come first, so
 * they may answer the login another way. Each test ends with real timers, the default
 * handlers and no session.
 */
export const startAuthServer = (...handlers: RequestHandler[]) => {
  const server = setupServer(
    ...handlers,
    http.post('/api/auth/login', () =>
      HttpResponse.json({ status: 'ok', token: 'jeton', user: adminUser }),
    ),
    http.post('/api/auth/logout', () => HttpResponse.json({ status: 'ok', data: null })),
  );
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    vi.useRealTimers();
    server.resetHandlers();
    endSession();
  });
  afterAll(() => server.close());
  return server;
};
