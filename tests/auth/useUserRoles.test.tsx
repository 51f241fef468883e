import { renderHook } from '@testing-library/react';
import { CoreAdminContext } from 'react-admin';
import type { ReactNode } from 'react';
import { authProvider } from '../../src/layout/authProvider';
import { login } from '../../src/auth/session';
import { useUserRoles } from '../../src/auth/useUserRoles';
import { setupDemoServer } from '../helpers/demoApp';

setupDemoServer();

const wrapper = ({ children }: { children: ReactNode }) => (
  <CoreAdminContext authProvider={authProvider}>{children}</CoreAdminContext>
);

test('the roles of the login’s answer are there on the first render', async () => {
  await login('control', 'control');
  const seen: (string[] | undefined)[] = [];
  renderHook(
    () => {
      const roles = useUserRoles();
      seen.push(roles);
      return roles;
    },
    { wrapper },
  );
  expect(seen[0]).toEqual(['control']);
});

test('without a session, the roles are still being asked for', () => {
  const { result } = renderHook(() => useUserRoles(), { wrapper });
  expect(result.current).toBeUndefined();
});
