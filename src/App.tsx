import { Admin, CustomRoutes, Resource } from 'react-admin';
import { BrowserRouter, Route } from 'react-router-dom';
import { dataProvider } from './api/dataProvider';
import { resources } from './api/resources';
import { authProvider } from './auth/authProvider';
import NotFound from './common/NotFound';
import { APP_NAME } from './config';
import { i18nProvider } from './i18n/i18nProvider';
import AppLayout from './layout/AppLayout';
import NotificationBridge from './layout/NotificationBridge';
import PageRoute from './layout/PageRoute';
import { darkTheme, lightTheme, savedThemeMode } from './layout/theme';
import LoginPage from './login/LoginPage';
import { pages } from './pages';

const home = pages.find(({ path }) => path === '/')!;
const HomeRoute = () => <PageRoute page={home} />;

/** The admin app on real paths (a browser router, not hash routes). */
const App = () => (
  <BrowserRouter>
    <Admin
      title={APP_NAME}
      dataProvider={dataProvider}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      layout={AppLayout}
      theme={lightTheme}
      darkTheme={darkTheme}
      defaultTheme={savedThemeMode()}
      loginPage={LoginPage}
      dashboard={HomeRoute}
      catchAll={NotFound}
      notification={NotificationBridge}
      requireAuth
      disableTelemetry
    >
      {Object.keys(resources).map((name) => (
        <Resource key={name} name={name} />
      ))}
      <CustomRoutes>
        {pages
          .filter(({ path }) => path !== '/')
          .map((page) => (
            <Route key={page.path} path={`${page.path}/*`} element={<PageRoute page={page} />} />
          ))}
      </CustomRoutes>
    </Admin>
  </BrowserRouter>
);

export default App;
