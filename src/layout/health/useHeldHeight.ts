import { useEffect, type RefObject } from 'react';

/**
 * Holds `element`'s height at the tallest it has been at its current width, in its
 * `min-height` and in the CSS variable `name` on the page's root (for bars that sit above it),
 * while `active`. It never shrinks by itself, so nothing beside it moves when its text gets
 * shorter. A new width (a phone turned, a window resized) starts over from its natural height.
 * A frame that lays it out in no room at all (width 0) says nothing of its height.
 */
export const useHeldHeight = (
  element: RefObject<HTMLElement | null>,
  name: string,
  active: boolean,
) => {
  useEffect(() => {
    const box = element.current;
    if (!active || !box) return;
    const root = document.documentElement.style;
    let held = { width: 0, height: 0 };
    const measure = () => {
      const width = box.offsetWidth;
      if (width === 0) return;
      if (width !== held.width) box.style.minHeight = '';
      const natural = box.offsetHeight;
      held = { width, height: width === held.width ? Math.max(held.height, natural) : natural };
      box.style.minHeight = `${held.height}px`;
      root.setProperty(name, `${held.height}px`);
    };
    measure();
    // Absent from jsdom only.
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(box);
    return () => {
      observer?.disconnect();
      root.removeProperty(name);
    };
  }, [element, name, active]);
};
