import { useLayoutEffect, type RefObject } from 'react';

const MARGIN = 8;

/**
 * Brings the record under review and its decision bar fully into view when they are not: on
 * load, after every decision and on zoom. The record is the workspace's `[data-review-focus]`
 * element; a bar stuck to the screen's bottom (phones) hides what is behind it. Where the bar
 * sits above the record (wide screens), the page's title and tabs (`[data-review-ceiling]`)
 * stay in view: the record never rises above them, even when its bottom must then stay below.
 */
export const useKeepInView = (workspace: RefObject<HTMLElement | null>, watch: unknown) => {
  useLayoutEffect(() => {
    const element = workspace.current;
    const focus = element?.querySelector('[data-review-focus]');
    const bar = element?.querySelector('[data-decision-bar]');
    if (!element || !focus || !bar) return;
    const top = document.querySelector('header')?.getBoundingClientRect().bottom ?? 0;
    const barBox = bar.getBoundingClientRect();
    const focusBox = focus.getBoundingClientRect();
    // The connection banner floats over the screen's bottom while it shows.
    const banner = document.querySelector('[data-connection-banner]')?.getBoundingClientRect();
    const bottom = banner ? Math.min(banner.top, window.innerHeight) : window.innerHeight;
    const barIsStuck = getComputedStyle(bar).position === 'sticky';
    const limit = barIsStuck ? barBox.top : bottom;
    const visible =
      focusBox.top >= top &&
      focusBox.bottom <= limit &&
      barBox.top >= top &&
      barBox.bottom <= bottom;
    if (visible) return;
    // As little as needed, and never past the page's heading (the workspace's top on phones).
    const ceiling = (!barIsStuck && document.querySelector('[data-review-ceiling]')) || element;
    const toTop = ceiling.getBoundingClientRect().top - top - MARGIN;
    const overflow = Math.max(focusBox.bottom - limit, barBox.bottom - bottom) + MARGIN;
    window.scrollBy({
      top: focusBox.top < top || barBox.top < top ? toTop : Math.min(toTop, overflow),
    });
  }, [workspace, watch]);
};
