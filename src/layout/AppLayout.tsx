import type { ReactNode } from 'react';
import { Layout } from 'react-admin';
import { useSessionKeeper } from '../auth/useSessionKeeper';
import AppMenu from './AppMenu';

/** The default layout: sidebar, content area and toast area. */
const AppLayout = ({ children }: { children: ReactNode }) => {
  useSessionKeeper();
  return <Layout menu={AppMenu}>{children}</Layout>;
};

export default AppLayout;
