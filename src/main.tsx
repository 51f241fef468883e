import { StrictMode, Suspense, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { AUTOLOGIN_ERROR, autologin, endSession, getSession, login, logout } from './auth/session';
// Registers what a user's « Se déconnecter » removes (their drafts) and what any end of a
// session removes (the recent decisions kept for the tab), before any logout.
import './drafts/draftKeys';
import './recentDecisions/recentKeys';
import BootScreen from './BootScreen';
import { loadInStages, prefetchAppFiles } from './appStages';
import { lazyView } from './resource/lazyView';
import AppToaster from './layout/AppToaster';
import LoginScreen from './login/LoginScreen';
import { loadOnFirstUse, SendHeldLogin } from './login/firstUse';
import { pathAfterLogin, safeNextPath } from './login/nextPath';
import NewVersionNotice from './offline/NewVersionNotice';
import { registerAppWorker } from './offline/registerAppWorker';
import { waitForNetwork } from './offline/waitForNetwork';

const DEMO_API_FAILED = "L'API de démonstration n'a pas pu démarrer : rechargez la page.";
const APP_LOAD_FAILED =
  "L'application n'a pas pu être téléchargée : vérifiez la connexion, puis rechargez la page.";
const loadApp = () =>
  loadInStages(
    () => import('./appFirstStage'),
    () => import('./App'),
  );
const App = lazyView(loadApp);
/** The app's code, then that of the page it opens on, both on their way before it asks. */
const loadAppFor = (location: string) =>
  App.preload().then((app) => {
    app.preloadPageAt(location);
    return app;
  });
const nextPath = () => safeNextPath(new URLSearchParams(window.location.search).get('next'));

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

const element = (id: string) => document.getElementById(id)!;
/** Which of index.html's two screens shows (public/boot.js made the first guess). */
const show = (screen: 'login' | 'app') => (document.documentElement.dataset.boot = screen);

const openApp = () => {
  show('app');
  document.getElementById('login')?.remove();
  createRoot(element('root')).render(
    <StrictMode>
      <Suspense fallback={<BootScreen />}>
        <App />
      </Suspense>
    </StrictMode>,
  );
};

/**
 * Without a saved token the login form index.html painted is taken over (hydrated), and the
 * admin bundle waits for the user's first key or tap: nothing competes with the form's paint.
 * The login then waits for the bundle, and the app opens on the page first asked for.
 */
const openLogin = (hydrate: boolean) => {
  const screen: ReactNode = (
    <StrictMode>
      <LoginScreen
        onLogin={async (name, password) => {
          await demoApiReady;
          // Read before the login, which uses up the page a forced end left.
          const path = pathAfterLogin(name);
          const [session, app] = await Promise.allSettled([
            login(name, password),
            loadAppFor(path),
          ]);
          if (session.status === 'rejected') throw session.reason;
          // Logged in, but nothing to open: the session ends. The browser keeps a failed import
          // failed until the page is reloaded, hence the advice.
          if (app.status === 'rejected') {
            void logout();
            throw new Error(APP_LOAD_FAILED);
          }
          app.value.prefetchFirstData(path);
          window.history.replaceState(null, '', path);
          root.unmount();
          openApp();
        }}
      />
      <SendHeldLogin />
    </StrictMode>
  );
  show('login');
  const root = hydrate ? hydrateRoot(element('login'), screen) : createRoot(element('login'));
  if (!hydrate) root.render(screen);
};

/**
 * A stored token the browser cannot judge (opaque, or revoked before its expiry) is asked
 * about while the app's code loads, not after: true when the server refuses it before that
 * code is there, and the login form can show at once. The app's own check joins the same
 * question (`autologin` shares one attempt), so it is asked once.
 */
const refusedWhileLoading = (appLoaded: Promise<unknown>): Promise<boolean> =>
  Promise.race([
    appLoaded.then(
      () => false,
      () => false,
    ),
    autologin().then(
      () => false,
      (error: unknown) => error instanceof Error && error.message === AUTOLOGIN_ERROR,
    ),
  ]);

const start = async () => {
  // Opened from the service worker's cache with no network: index.html's offline screen stays
  // until the network is back, instead of a login or a session that could not be checked.
  await waitForNetwork();
  const { pathname, search } = window.location;
  // public/boot.js removed a token expired by its own claim: what that session left goes too.
  if (document.documentElement.dataset.sessionExpired) endSession({ keepToken: true });
  const hasToken = Boolean(getSession().token);
  createRoot(document.body.appendChild(document.createElement('div'))).render(
    <StrictMode>
      <AppToaster />
      <NewVersionNotice />
    </StrictMode>,
  );
  registerAppWorker();
  if (hasToken) {
    // The app, or /login's notice, asks the API at once who is connected: the demo API must
    // answer.
    const appLoaded = loadAppFor(pathname + search);
    await demoApiReady.catch(() => undefined);
    if (pathname !== '/login' && !(await refusedWhileLoading(appLoaded))) {
      return openApp();
    }
  }
  if (!getSession().token) {
    // The demo API's files first: fetched beside them, the app's files and its start slowed the
    // worker's files and the data's generation (measured, docs/decisions/demo.md).
    void demoApiReady.catch(() => undefined).then(prefetchAppFiles);
    loadOnFirstUse(() => demoApiReady.catch(() => undefined).then(() => loadAppFor(nextPath())));
  }
  if (pathname !== '/login') {
    window.history.replaceState(null, '', `/login?next=${encodeURIComponent(pathname + search)}`);
  }
  // With a token, /login says whose session is open: not the form index.html carries.
  openLogin(!getSession().token);
};

void start();
