import type { ReactNode } from 'react';
import { QueryClient } from '@tanstack/react-query';
import { AdminContext, testDataProvider, type AuthProvider, type DataProvider } from 'react-admin';
import { MemoryRouter, useLocation } from 'react-router-dom';
import type { Role } from '../../src/api/types';
import { i18nProvider } from '../../src/i18n/i18nProvider';
import { lightTheme } from '../../src/layout/theme';

/** An authProvider whose user holds `roles`. */
export const authProviderWith = (roles: Role[]): AuthProvider => ({
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => undefined,
  checkError: async () => undefined,
  getPermissions: async () => roles,
  getIdentity: async () => ({ id: 1, fullName: 'Test' }),
});

interface TestAdminProps {
  roles?: Role[];
  /** Fake methods (getList, call...); the others throw. */
  dataProvider?: Record<string, unknown>;
  path?: string;
  children: ReactNode;
}

/**
 * react-admin's context on a memory router, with the app's light theme, the user's roles and
 * no query retries.
 */
export const TestAdmin = ({
  roles = [],
  dataProvider = {},
  path = '/',
  children,
}: TestAdminProps) => (
  <MemoryRouter initialEntries={[path]}>
    <AdminContext
      authProvider={authProviderWith(roles)}
      dataProvider={testDataProvider(dataProvider as Partial<DataProvider>)}
      i18nProvider={i18nProvider}
      theme={lightTheme}
      queryClient={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      {children}
    </AdminContext>
  </MemoryRouter>
);

/** Shows the router's current path, for tests that check a navigation. */
export const LocationProbe = () => <output aria-label="location">{useLocation().pathname}</output>;
