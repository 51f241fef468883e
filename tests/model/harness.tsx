import type { ReactNode } from 'react';
import { render, waitFor } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { AdminContext, ResourceContextProvider } from 'react-admin';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { Toaster } from 'sonner';
import { dataProvider } from '../../src/api/dataProvider';
import { authProvider } from '../../src/layout/authProvider';
import { endSession, login } from '../../src/auth/session';
import { clearDemoFaults, createDemoServer, resetDemoData } from '../../src/demo/node';
import { i18nProvider } from '../../src/i18n/i18nProvider';
import NotificationBridge from '../../src/layout/NotificationBridge';

/**
 * The data-model pages on the real data provider and the demo API (msw/node), as admin,
 * with react-admin's notifications shown as toasts; fresh demo data for every test.
 */
export const setupModelServer = () => {
  const server = createDemoServer({ students: 200 });
  // A write still being handled when a test ends would land in the next test's fresh data.
  const handling = new Set<string>();
  server.events.on('request:start', ({ requestId }) => handling.add(requestId));
  server.events.on('request:end', ({ requestId }) => handling.delete(requestId));
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(async () => {
    await waitFor(() => expect(handling.size).toBe(0));
    await resetDemoData();
    await login('admin', 'admin');
  });
  afterEach(() => {
    clearDemoFaults();
    server.resetHandlers();
    endSession();
  });
  afterAll(() => server.close());
  return server;
};

interface RenderOptions {
  /** The route of the page, e.g. `/model-database/:id`, and the path opened. */
  route?: string;
  path?: string;
  resource?: string;
}

export const renderModelPage = (ui: ReactNode, options: RenderOptions = {}) => {
  const { route = '/*', path = '/', resource } = options;
  const page = resource ? (
    <ResourceContextProvider value={resource}>{ui}</ResourceContextProvider>
  ) : (
    ui
  );
  return render(
    <>
      <MemoryRouter initialEntries={[path]}>
        <AdminContext
          dataProvider={dataProvider}
          authProvider={authProvider}
          i18nProvider={i18nProvider}
          queryClient={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
        >
          <Routes>
            <Route path={route} element={page} />
          </Routes>
          <NotificationBridge />
        </AdminContext>
      </MemoryRouter>
      <Toaster />
    </>,
  );
};
