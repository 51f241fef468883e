import { useEffect, useState } from 'react';
import { CustomRoutes, Resource } from 'react-admin';
import { Route } from 'react-router-dom';
import './collectPages';
import { dataProvider } from './api/dataProvider';
import { authProvider } from './layout/authProvider';
import NotFound from './common/NotFound';
import { APP_NAME } from './config';
import { i18nProvider } from './i18n/i18nProvider';
import AppLayout from './layout/AppLayout';
import AppLoading from './layout/AppLoading';
import DataBrowserRouter from './layout/DataBrowserRouter';
import LeanAdmin from './layout/LeanAdmin';
import NotificationBridge from './layout/NotificationBridge';
import { buildRoutes } from './layout/routes';
import { appTookQueryClient, queryClientForApp } from './resource/firstData';
import { darkTheme, lightTheme, savedThemeMode } from './layout/theme';
import LoginPage from './login/LoginPage';

export { prefetchFirstData } from './resource/firstData';
export { preloadPageAt } from './resource/preloadPage';

/** The admin app on real paths (a browser router, not hash routes). */
const App = () => {
  // One cache per mounted app: nothing cached survives into another session's app. After a
  // login, the one that already asks for the first page's list (src/resource/firstData.ts).
  const [queryClient] = useState(queryClientForApp);
  useEffect(() => appTookQueryClient(queryClient), [queryClient]);
  const [{ resourcePages, auxiliaryResources, customPages }] = useState(buildRoutes);
  const Home = customPages.find(({ path }) => path === '/')!.Component;
  return (
    <DataBrowserRouter>
      <LeanAdmin
        title={APP_NAME}
        dataProvider={dataProvider}
        queryClient={queryClient}
        authProvider={authProvider}
        i18nProvider={i18nProvider}
        layout={AppLayout}
        loading={AppLoading}
        lightTheme={lightTheme}
        darkTheme={darkTheme}
        defaultTheme={savedThemeMode()}
        loginPage={LoginPage}
        dashboard={Home}
        catchAll={NotFound}
        notification={NotificationBridge}
        requireAuth
        disableTelemetry
      >
        {resourcePages.map(({ name, views }) => (
          <Resource key={name} name={name} {...views} />
        ))}
        {auxiliaryResources.map(({ name, recordRepresentation }) => (
          <Resource key={name} name={name} recordRepresentation={recordRepresentation} />
        ))}
        <CustomRoutes>
          {customPages
            .filter(({ path }) => path !== '/')
            .map(({ path, Component }) => (
              <Route key={path} path={`${path}/*`} element={<Component />} />
            ))}
        </CustomRoutes>
      </LeanAdmin>
    </DataBrowserRouter>
  );
};

export default App;
