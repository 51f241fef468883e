import { useLayoutEffect, useState, type RefObject } from 'react';

/** As far ahead as Chromium's own `loading="lazy"` on a fast connection. */
const MARGIN_PX = 1250;
const MARGIN = `${MARGIN_PX}px 0px`;

type Callback = (near: boolean) => void;
const callbacks = new WeakMap<Element, Callback>();
let observer: IntersectionObserver | null = null;

/** One observer for every image of the page (a grid has dozens). */
const shared = (): IntersectionObserver =>
  (observer ??= new IntersectionObserver(
    (changes) => changes.forEach((c) => callbacks.get(c.target)?.(c.isIntersecting)),
    { rootMargin: MARGIN },
  ));

const isNear = (element: Element): boolean => {
  const box = element.getBoundingClientRect();
  if (box.width === 0 && box.height === 0) return false; // Not laid out (hidden): the observer decides.
  return box.bottom >= -MARGIN_PX && box.top <= window.innerHeight + MARGIN_PX;
};

/**
 * Whether the element is in or near the viewport (always true when `enabled` is false, or
 * where IntersectionObserver does not exist): images are fetched only when about to be seen.
 */
export const useNearViewport = (ref: RefObject<Element | null>, enabled: boolean): boolean => {
  const observes = enabled && typeof IntersectionObserver !== 'undefined';
  const [near, setNear] = useState(!observes);
  // Measured before the first paint, so that the images in view are asked for at once (the
  // observer's first answer comes a frame or more later, on a busy page much more).
  useLayoutEffect(() => {
    const element = ref.current;
    if (!observes || !element) return;
    if (isNear(element)) setNear(true);
    callbacks.set(element, setNear);
    shared().observe(element);
    return () => {
      callbacks.delete(element);
      shared().unobserve(element);
    };
  }, [ref, observes]);
  return near || !observes;
};
