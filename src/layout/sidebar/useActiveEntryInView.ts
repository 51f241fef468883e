import { useLayoutEffect, type RefObject } from 'react';
import { useLocation } from 'react-router-dom';

/** Room left above or below the active entry once scrolled to: its neighbours show. */
const MARGIN = 24;

/**
 * Keeps the menu's active entry (`aria-current="page"`) inside the menu's scrolling area: on
 * load, after a page change (palette, link) and when the sidebar expands or collapses. Only
 * the menu scrolls, never the page.
 */
export function useActiveEntryInView(
  scroller: RefObject<HTMLElement | null>,
  ...layoutKeys: unknown[]
) {
  const { pathname } = useLocation();
  useLayoutEffect(() => {
    const box = scroller.current;
    const active = box?.querySelector<HTMLElement>('a[aria-current="page"]');
    if (!box || !active) return;
    const entry = active.getBoundingClientRect();
    const area = box.getBoundingClientRect();
    if (entry.top < area.top) box.scrollTop -= area.top - entry.top + MARGIN;
    else if (entry.bottom > area.bottom) box.scrollTop += entry.bottom - area.bottom + MARGIN;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the keys are what moves the entry
  }, [scroller, pathname, ...layoutKeys]);
}
