// The saved theme (src/layout/theme.ts, key app-theme), else the system's, before any paint:
// index.html loads this file as a blocking classic script in <head>, so that the boot screen
// shows in the right theme without a flash, and with no inline script (CSP script-src 'self').
try {
  const saved = localStorage.getItem('app-theme');
  const dark = saved ? saved === 'dark' : matchMedia('(prefers-color-scheme: dark)').matches;
  document.documentElement.dataset.theme = dark ? 'dark' : 'light';
} catch {
  document.documentElement.dataset.theme = 'light';
}
