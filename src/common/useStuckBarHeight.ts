import { useEffect, type RefObject } from 'react';

/** The height of a bar stuck to the screen's bottom, on <html>, for the toasts to sit above. */
export const STUCK_BAR_HEIGHT = '--stuck-bar-height';

/**
 * While `stuck`, keeps the bar's height in `--stuck-bar-height`: the bottom toasts then appear
 * above the bar (AppToaster), instead of sliding in over it before they are lifted.
 */
export const useStuckBarHeight = (bar: RefObject<HTMLElement | null>, stuck: boolean) => {
  useEffect(() => {
    const element = bar.current;
    if (!stuck || !element) return;
    const root = document.documentElement.style;
    const measure = () => root.setProperty(STUCK_BAR_HEIGHT, `${element.offsetHeight}px`);
    measure();
    // Absent from jsdom only.
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      root.removeProperty(STUCK_BAR_HEIGHT);
    };
  }, [bar, stuck]);
};
