import { StrictMode, lazy, Suspense, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { getSession, login } from './auth/session';
import BootScreen from './BootScreen';
import AppToaster from './layout/AppToaster';
import LoginScreen from './login/LoginScreen';
import { safeNextPath } from './login/nextPath';

const DEMO_API_FAILED = "L'API de démonstration n'a pas pu démarrer : rechargez la page.";
const loadApp = () => import('./App');
const App = lazy(loadApp);

/**
 * The embedded demo API (demo build only), started without holding the login form: a submit
 * made before it answers waits for it. __DEMO__ itself (not a re-export) lets the
 * production build drop the demo API chunk.
 */
const demoApiReady: Promise<void> = __DEMO__
  ? import('./demo/browser')
      .then(({ startDemoApi }) => startDemoApi())
      .catch((error: unknown) => {
        console.error(error);
        throw new Error(DEMO_API_FAILED);
      })
  : Promise.resolve();
// Handled where it is awaited; this keeps a failure from also being reported as unhandled.
demoApiReady.catch(() => undefined);

/**
 * Without a saved token the light login screen shows at once, while the admin bundle
 * downloads in the background; after login the app opens on the page first asked for.
 */
const Root = ({ startWithLogin }: { startWithLogin: boolean }) => {
  const [loggedIn, setLoggedIn] = useState(!startWithLogin);
  if (!loggedIn) {
    return (
      <LoginScreen
        onLogin={async (name, password) => {
          await demoApiReady;
          await login(name, password);
          await loadApp();
          const next = new URLSearchParams(window.location.search).get('next');
          window.history.replaceState(null, '', safeNextPath(next));
          setLoggedIn(true);
        }}
      />
    );
  }
  return (
    <Suspense fallback={<BootScreen />}>
      <App />
    </Suspense>
  );
};

const start = async () => {
  const { pathname, search } = window.location;
  const hasToken = Boolean(getSession().token);
  const startWithLogin = pathname === '/login' || !hasToken;
  // With a saved token the API is called at once, by the app (autologin) or by /login (who
  // is connected): the demo API must answer, while the app downloads. Should it fail, those
  // calls fail and say so in French.
  if (hasToken) {
    void loadApp();
    await demoApiReady.catch(() => undefined);
  }
  if (startWithLogin) {
    if (pathname !== '/login') {
      const next = encodeURIComponent(pathname + search);
      window.history.replaceState(null, '', `/login?next=${next}`);
    }
    void loadApp();
  }
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <Root startWithLogin={startWithLogin} />
      <AppToaster />
    </StrictMode>,
  );
};

void start();
