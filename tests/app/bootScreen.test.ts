import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const html = readFileSync(join(__dirname, '../../index.html'), 'utf8');
const page = new DOMParser().parseFromString(html, 'text/html');
const themeScript = readFileSync(join(__dirname, '../../public/boot.js'), 'utf8');

/** Runs public/boot.js as the browser would, before any paint. */
const runThemeScript = () => new Function(themeScript)();

afterEach(() => {
  localStorage.clear();
  delete document.documentElement.dataset.theme;
});

test('index.html paints a French loading screen in #root before any JavaScript module arrives', () => {
  const root = page.getElementById('root')!;
  const text = root.querySelector('[role=status]')?.textContent?.replace(/\s+/g, ' ').trim();
  expect(text).toBe('Carte Scolaire Chargement…');
  const moduleScript = page.querySelector('script[type=module]')!;
  // The screen is in the markup itself, above the module that replaces it.
  expect(
    root.compareDocumentPosition(moduleScript) & Node.DOCUMENT_POSITION_FOLLOWING,
  ).toBeTruthy();
});

test('index.html has no inline script: the theme comes from a blocking script file in <head>', () => {
  const scripts = [...page.querySelectorAll('script')];
  expect(scripts.filter((script) => !script.hasAttribute('src'))).toEqual([]);
  const theme = page.querySelector('head script[src="/boot.js"]')!;
  expect(theme.getAttribute('type') ?? '').toBe('');
  expect(theme.hasAttribute('async') || theme.hasAttribute('defer')).toBe(false);
});

test('the loading screen follows the saved theme, else the system’s', () => {
  vi.stubGlobal('matchMedia', () => ({ matches: false }));
  localStorage.setItem('app-theme', 'dark');
  runThemeScript();
  expect(document.documentElement.dataset.theme).toBe('dark');
  localStorage.setItem('app-theme', 'light');
  runThemeScript();
  expect(document.documentElement.dataset.theme).toBe('light');
  localStorage.clear();
  vi.stubGlobal('matchMedia', () => ({ matches: true }));
  runThemeScript();
  expect(document.documentElement.dataset.theme).toBe('dark');
  vi.unstubAllGlobals();
  expect(html).toContain(":root[data-theme='dark']");
});
