import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/** How long a restored position waits for the page to grow tall enough (its data loading). */
export const RESTORE_WAIT_MS = 5000;

/** Where the window was scrolled on each history entry of this tab, by the entry's key. */
const positions = new Map<string, number>();

/**
 * Scrolls to `top` once the page is tall enough to get there: a list shown again by Back
 * fetches its rows first. A gesture of the user (wheel, touch, key) stops the wait, so their
 * own scrolling is never taken back.
 */
const restore = (top: number): (() => void) => {
  const reach = () => {
    window.scrollTo(0, top);
    return Math.abs(window.scrollY - top) < 2;
  };
  if (reach()) return () => undefined;
  const observer = new ResizeObserver(() => {
    if (reach()) stop();
  });
  const timer = window.setTimeout(() => stop(), RESTORE_WAIT_MS);
  const gestures = ['wheel', 'touchstart', 'keydown'] as const;
  const stop = () => {
    observer.disconnect();
    window.clearTimeout(timer);
    gestures.forEach((name) => window.removeEventListener(name, stop));
  };
  observer.observe(document.body);
  gestures.forEach((name) => window.addEventListener(name, stop, { passive: true }));
  return stop;
};

/**
 * Every page opens at its top, whatever the previous page's scroll (a menu entry, a link, a
 * shortcut); Back and Forward put the window where it was on that entry. A change of the query
 * or fragment on the same page (a list's filter, the photo viewer) scrolls nothing.
 */
export const useScrollPerPage = () => {
  const { pathname, key } = useLocation();
  const navigationType = useNavigationType();
  const shown = useRef({ pathname, key });

  // Saved as the user scrolls (scroll events come once per frame at most): read once the next
  // page is in the DOM, the position would already be cut to that page's height.
  useEffect(() => {
    const save = () => positions.set(shown.current.key, window.scrollY);
    window.addEventListener('scroll', save, { passive: true });
    return () => window.removeEventListener('scroll', save);
  }, []);

  // Before paint: the new page never shows at the old page's scroll.
  useLayoutEffect(() => {
    const previous = shown.current;
    if (key === previous.key) return undefined;
    shown.current = { pathname, key };
    if (navigationType === 'POP') return restore(positions.get(key) ?? 0);
    if (pathname !== previous.pathname) window.scrollTo(0, 0);
    return undefined;
  }, [key, pathname, navigationType]);
};
