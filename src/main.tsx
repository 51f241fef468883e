import { StrictMode, lazy, Suspense, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { getSession, login } from './auth/session';
import BootScreen from './BootScreen';
import AppToaster from './layout/AppToaster';
import LoginScreen from './login/LoginScreen';
import { safeNextPath } from './login/nextPath';

const loadApp = () => import('./App');
const App = lazy(loadApp);

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
  // __DEMO__ itself (not a re-export) lets the production build drop the demo API chunk.
  if (__DEMO__) {
    const { startDemoApi } = await import('./demo/browser');
    await startDemoApi();
  }
  const { pathname, search } = window.location;
  const startWithLogin = pathname === '/login' || !getSession().token;
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
