import type { ReactNode } from 'react';
import { CssBaseline } from '@mui/material';
import {
  AccessDenied,
  AuthenticationError,
  CoreAdminContext,
  CoreAdminUI,
  Error as ErrorPage,
  localStorageStore,
  ThemeProvider,
  ThemesContext,
  type CoreAdminContextProps,
  type CoreAdminUIProps,
  type RaThemeOptions,
} from 'react-admin';

const store = localStorageStore();

type LeanAdminProps = Omit<CoreAdminContextProps, 'store'> &
  CoreAdminUIProps & {
    lightTheme: RaThemeOptions;
    darkTheme: RaThemeOptions;
    defaultTheme?: 'light' | 'dark';
    notification: () => ReactNode;
  };

/**
 * react-admin's <Admin> without the defaults the app replaces: the English messages (built
 * at load), the login form (react-hook-form and the text inputs), the layout with its app
 * bar, menus and sidebar, the notification. Referenced as defaults, they came with the app's
 * first stage though never shown (`npm run bench -- routes`; docs/decisions/login.md).
 */
const LeanAdmin = ({
  authProvider,
  basename,
  dataProvider,
  i18nProvider,
  queryClient,
  routerProvider,
  lightTheme,
  darkTheme,
  defaultTheme,
  notification: Notification,
  children,
  ...ui
}: LeanAdminProps) => (
  <CoreAdminContext
    authProvider={authProvider}
    basename={basename}
    dataProvider={dataProvider}
    i18nProvider={i18nProvider}
    queryClient={queryClient}
    routerProvider={routerProvider}
    store={store}
  >
    <ThemesContext.Provider value={{ lightTheme, darkTheme, defaultTheme }}>
      <ThemeProvider>
        <CssBaseline enableColorScheme />
        <CoreAdminUI
          accessDenied={AccessDenied}
          authenticationError={AuthenticationError}
          error={ErrorPage}
          {...ui}
        >
          {children}
        </CoreAdminUI>
        <Notification />
      </ThemeProvider>
    </ThemesContext.Provider>
  </CoreAdminContext>
);

export default LeanAdmin;
