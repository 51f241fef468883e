import { useEffect } from 'react';
import { LOGIN_FORM_ID } from './LoginScreen';

const FIRST_USE = ['pointerdown', 'keydown', 'touchstart', 'input'] as const;

/**
 * Runs `load` on the user's first key, tap or autofill anywhere on the page, or at once when
 * the form already holds what was typed before the page's script ran.
 */
export function loadOnFirstUse(load: () => unknown): void {
  const form = document.getElementById(LOGIN_FORM_ID) as HTMLFormElement | null;
  const typed = [...(form?.elements ?? [])].some(
    (field) => field instanceof HTMLInputElement && field.value !== '',
  );
  if (typed) return void load();
  const start = () => {
    FIRST_USE.forEach((type) => window.removeEventListener(type, start, true));
    void load();
  };
  FIRST_USE.forEach((type) =>
    window.addEventListener(type, start, { capture: true, passive: true }),
  );
}

/**
 * Once React runs the login form: public/boot.js stops holding its submissions, and one it
 * held (the user pressed Entrée before the script arrived) is sent now.
 */
export const SendHeldLogin = () => {
  useEffect(() => {
    const root = document.documentElement;
    root.dataset.loginReady = '1';
    if (!root.dataset.loginHeld) return;
    delete root.dataset.loginHeld;
    (document.getElementById(LOGIN_FORM_ID) as HTMLFormElement | null)?.requestSubmit();
  }, []);
  return null;
};
