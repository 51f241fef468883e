import { useState } from 'react';
import { Admin, CustomRoutes, Resource } from 'react-admin';
import { Route, RouterProvider, createBrowserRouter } from 'react-router-dom';
import { dataProvider } from './api/dataProvider';
import { createQueryClient } from './api/queryClient';
import { authProvider } from './auth/authProvider';
import BootScreen from './BootScreen';
import NotFound from './common/NotFound';
import { APP_NAME } from './config';
import { i18nProvider } from './i18n/i18nProvider';
import AppLayout from './layout/AppLayout';
import NotificationBridge from './layout/NotificationBridge';
import { auxiliaryResources, customPages, resourcePages } from './layout/routes';
import { darkTheme, lightTheme, savedThemeMode } from './layout/theme';
import LoginPage from './login/LoginPage';

const Home = customPages.find(({ path }) => path === '/')!.Component;

/**
 * The admin app on real paths. A data router (not hash routes, not a plain BrowserRouter):
 * react-admin's warnWhenUnsavedChanges needs one to ask before a draft is left.
 */
const App = () => {
  // Not disposed on unmount: StrictMode unmounts once and keeps the state (the same router).
  const [router] = useState(() => createBrowserRouter([{ path: '*', element: <AdminApp /> }]));
  return <RouterProvider router={router} />;
};

const AdminApp = () => {
  // One cache per mounted app: nothing cached survives into another session's app.
  const [queryClient] = useState(createQueryClient);
  return (
    <Admin
      title={APP_NAME}
      dataProvider={dataProvider}
      queryClient={queryClient}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      layout={AppLayout}
      theme={lightTheme}
      darkTheme={darkTheme}
      defaultTheme={savedThemeMode()}
      loginPage={LoginPage}
      // The boot screen of index.html until the session is checked: never a blank page.
      loading={BootScreen}
      dashboard={Home}
      catchAll={NotFound}
      notification={NotificationBridge}
      requireAuth
      disableTelemetry
    >
      {resourcePages.map(({ name, views }) => (
        <Resource key={name} name={name} {...views} />
      ))}
      {auxiliaryResources.map((name) => (
        <Resource key={name} name={name} />
      ))}
      <CustomRoutes>
        {customPages
          .filter(({ path }) => path !== '/')
          .map(({ path, Component }) => (
            <Route key={path} path={`${path}/*`} element={<Component />} />
          ))}
      </CustomRoutes>
    </Admin>
  );
};

export default App;
