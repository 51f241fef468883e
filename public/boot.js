// Runs before the first paint: index.html loads it as a blocking classic script in <head>
// (a file, not inline: CSP script-src 'self').
// 1. The theme: the saved one (src/layout/theme.ts, key app-theme), else the system's.
// 2. What the page shows first (<html data-boot>): the login form index.html carries, or,
//    with a saved session token, the loading screen of the app (src/main.tsx then decides).
//    A token whose own expiry claim has passed (yesterday's) opens the login form at once:
//    nothing waits on the network to learn that the server refuses it.
// 3. A login form sent before src/main.tsx has taken it over is held back
//    (data-login-held), and sent again by the app once it has: the password never goes out
//    in a plain form submission.
// 4. The built page names its scripts in <meta name="app-entry"> (scripts/vite/
//    scriptsAfterFirstPaint.ts): they are added once the page has painted, so that nothing
//    competes with that paint. The dev server links its own.
(function () {
  const root = document.documentElement;
  const stored = function (key) {
    try {
      return localStorage.getItem(key);
    } catch {
      return null;
    }
  };
  const saved = stored('app-theme');
  const dark = saved
    ? saved === 'dark'
    : Boolean(window.matchMedia && matchMedia('(prefers-color-scheme: dark)').matches);
  root.dataset.theme = dark ? 'dark' : 'light';
  // A JWT's `exp` (seconds) or the demo's (ms), in whichever base64url JSON part carries one;
  // an opaque token has none, and the server is asked as before.
  const expired = function (token) {
    const parts = token.split('.');
    for (let index = 0; index < parts.length; index++) {
      try {
        const exp = JSON.parse(atob(parts[index].replace(/-/g, '+').replace(/_/g, '/'))).exp;
        if (typeof exp === 'number') return (exp < 1e11 ? exp * 1000 : exp) <= Date.now();
      } catch {
        // not a JSON part
      }
    }
    return false;
  };
  let token = stored('authorization-token');
  if (token && expired(token)) {
    try {
      localStorage.removeItem('authorization-token');
      localStorage.removeItem('authorization-token-stored-at');
    } catch {
      // storage refused: the app finds the server refuses it, as before
    }
    token = null;
    root.dataset.sessionExpired = '1';
  }
  root.dataset.boot = token ? 'app' : 'login';
  // Opened with no network (from the service worker's cache): index.html's offline screen,
  // until src/main.tsx hears that the network is back.
  if (navigator.onLine === false) root.dataset.boot = 'offline';
  document.addEventListener(
    'submit',
    function (event) {
      if (event.target.id !== 'login-form' || root.dataset.loginReady) return;
      event.preventDefault();
      root.dataset.loginHeld = '1';
    },
    true,
  );
  const addScript = function (tag, attributes) {
    const element = document.createElement(tag);
    for (const name in attributes) element[name] = attributes[name];
    element.crossOrigin = '';
    document.head.appendChild(element);
  };
  const startApp = function () {
    const entry = document.querySelector('meta[name="app-entry"]');
    if (!entry) return;
    entry.dataset.preload.split(' ').forEach(function (href) {
      if (href) addScript('link', { rel: 'modulepreload', href: href });
    });
    addScript('script', { type: 'module', src: entry.content });
  };
  document.addEventListener('DOMContentLoaded', function () {
    // A tab opened in the background paints no frame: it starts at once.
    if (document.visibilityState === 'hidden') return startApp();
    requestAnimationFrame(function () {
      setTimeout(startApp, 0);
    });
  });
})();
