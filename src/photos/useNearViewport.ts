import { useEffect, useState, type RefObject } from 'react';

/** As far ahead as Chromium's own `loading="lazy"` on a fast connection. */
const MARGIN = '1250px 0px';

type Callback = (near: boolean) => void;
const callbacks = new WeakMap<Element, Callback>();
let observer: IntersectionObserver | null = null;

/** One observer for every image of the page (a grid has dozens). */
const shared = (): IntersectionObserver =>
  (observer ??= new IntersectionObserver(
    (changes) => changes.forEach((c) => callbacks.get(c.target)?.(c.isIntersecting)),
    { rootMargin: MARGIN },
  ));

/**
 * Whether the element is in or near the viewport (always true when `enabled` is false, or
 * where IntersectionObserver does not exist): images are fetched only when about to be seen.
 */
export const useNearViewport = (ref: RefObject<Element | null>, enabled: boolean): boolean => {
  const observes = enabled && typeof IntersectionObserver !== 'undefined';
  const [near, setNear] = useState(!observes);
  useEffect(() => {
    const element = ref.current;
    if (!observes || !element) return;
    callbacks.set(element, setNear);
    shared().observe(element);
    return () => {
      callbacks.delete(element);
      shared().unobserve(element);
    };
  }, [ref, observes]);
  return near || !observes;
};
