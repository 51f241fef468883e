import type { ReactNode } from 'react';
import { Layout } from 'react-admin';
import AppMenu from './AppMenu';

/** The default layout: sidebar, content area and toast area. */
const AppLayout = ({ children }: { children: ReactNode }) => (
  <Layout menu={AppMenu}>{children}</Layout>
);

export default AppLayout;
