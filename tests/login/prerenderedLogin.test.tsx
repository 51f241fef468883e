import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { act, StrictMode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { loadOnFirstUse, SendHeldLogin } from '../../src/login/firstUse';
import LoginScreen from '../../src/login/LoginScreen';
import { renderLoginScreen } from '../../src/login/prerender';

const bootScript = readFileSync(join(__dirname, '../../public/boot.js'), 'utf8');
const runBootScript = () => new Function(bootScript)();

let container: HTMLDivElement;
let root: Root | undefined;

beforeEach(() => {
  container = document.body.appendChild(document.createElement('div'));
  container.innerHTML = renderLoginScreen();
});

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  container.remove();
  for (const key of ['loginReady', 'loginHeld', 'boot']) {
    delete document.documentElement.dataset[key];
  }
});

const field = (id: string) => container.querySelector<HTMLInputElement>(`#${id}`)!;
const form = () => container.querySelector<HTMLFormElement>('#login-form')!;

const hydrate = (onLogin = vi.fn(async () => undefined)) => {
  const recoverable = vi.fn();
  act(() => {
    root = hydrateRoot(
      container,
      <StrictMode>
        <LoginScreen onLogin={onLogin} />
        <SendHeldLogin />
      </StrictMode>,
      { onRecoverableError: recoverable },
    );
  });
  return { onLogin, recoverable };
};

test('index.html’s login form is the one React renders: it is taken over without a mismatch', () => {
  expect(form().getAttribute('method')).toBe('post');
  expect(field('login-login').hasAttribute('autofocus')).toBe(true);
  const before = form();
  const { recoverable } = hydrate();
  expect(recoverable).not.toHaveBeenCalled();
  // The same element: React adopted the painted form rather than painting another.
  expect(form()).toBe(before);
});

test('what was typed before the script ran is kept, and sent on Entrée', async () => {
  field('login-login').value = 'kone.a';
  field('login-password').value = 'secret pw';
  const { onLogin } = hydrate();
  expect(field('login-login').value).toBe('kone.a');
  await act(async () => form().requestSubmit());
  expect(onLogin).toHaveBeenCalledWith('kone.a', 'secret pw');
});

test('a login sent before the script ran is held back by boot.js, then sent once React runs', async () => {
  runBootScript();
  field('login-login').value = 'admin';
  field('login-password').value = 'admin';
  const early = new Event('submit', { bubbles: true, cancelable: true });
  form().dispatchEvent(early);
  expect(early.defaultPrevented).toBe(true);
  expect(document.documentElement.dataset.loginHeld).toBe('1');
  const { onLogin } = hydrate();
  await act(async () => undefined);
  expect(onLogin).toHaveBeenCalledTimes(1);
  expect(onLogin).toHaveBeenCalledWith('admin', 'admin');
  expect(document.documentElement.dataset.loginHeld).toBeUndefined();
  // Once React runs, boot.js lets submissions through to it.
  const later = new Event('submit', { bubbles: true, cancelable: true });
  form().querySelector('button')!.form!.dispatchEvent(later);
  expect(document.documentElement.dataset.loginHeld).toBeUndefined();
});

test('boot.js shows the login form without a saved token, the app’s loading screen with one', () => {
  runBootScript();
  expect(document.documentElement.dataset.boot).toBe('login');
  localStorage.setItem('authorization-token', 'abc');
  runBootScript();
  expect(document.documentElement.dataset.boot).toBe('app');
  localStorage.clear();
});

describe('the admin bundle waits for the first use of the page', () => {
  test('nothing loads before a key, a tap or an input; then it loads once', () => {
    const load = vi.fn();
    loadOnFirstUse(load);
    expect(load).not.toHaveBeenCalled();
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' }));
    window.dispatchEvent(new Event('pointerdown'));
    field('login-login').dispatchEvent(new Event('input', { bubbles: true }));
    expect(load).toHaveBeenCalledTimes(1);
  });

  test('it loads at once when the form already holds what was typed before the script', () => {
    field('login-login').value = 'a';
    const load = vi.fn();
    loadOnFirstUse(load);
    expect(load).toHaveBeenCalledTimes(1);
  });
});

test('two submissions before React renders again send one login', async () => {
  field('login-login').value = 'admin';
  field('login-password').value = 'admin';
  const { onLogin } = hydrate(vi.fn(() => new Promise<undefined>(() => undefined)));
  // The held one sent again while React takes the same: both before the next render.
  act(() => {
    form().requestSubmit();
    form().requestSubmit();
  });
  expect(onLogin).toHaveBeenCalledTimes(1);
});

test('a submission React takes itself is not sent again as held', () => {
  field('login-login').value = 'admin';
  field('login-password').value = 'admin';
  hydrate(vi.fn(() => new Promise<undefined>(() => undefined)));
  // boot.js marked it held: React's handler ran before SendHeldLogin's effect could.
  document.documentElement.dataset.loginHeld = '1';
  act(() => form().requestSubmit());
  expect(document.documentElement.dataset.loginHeld).toBeUndefined();
});
